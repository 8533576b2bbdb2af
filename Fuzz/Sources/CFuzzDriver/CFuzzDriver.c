// Only the declaration in include/CFuzzDriver.h matters; SwiftPM needs a source file.
#include "CFuzzDriver.h"
