import Feed
import ScrollSim
import ScrollSimCLI

ScrollSimCLI.main(scenes: [ReplayScene("feed") { FeedView() }])
