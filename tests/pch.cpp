// The object that carries the test programs' precompiled header (tests/CMakeLists.txt,
// CWG_TEST_PCH); it has no code of its own.
