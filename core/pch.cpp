// The object that carries the libraries' precompiled header in the sanitizer trees
// (CMakeLists.txt, CWG_LIB_PCH); it has no code of its own.
