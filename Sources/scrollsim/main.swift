import ScrollSimCLI
import ScrollSimScenes

// scrollsim: the command line of ScrollSim on its built-in scenes. `scrollsim help`
// lists the commands, `scrollsim COMMAND --help` one command's options.
ScrollSimCLI.main(scenes: BuiltInScenes.all)
