#pragma once
/// The stop token lives with the fill engine (fill/stop.hpp); the layout search includes it
/// from here.
#include "fill/stop.hpp"
