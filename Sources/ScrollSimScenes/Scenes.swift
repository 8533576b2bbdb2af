import ScrollSim
