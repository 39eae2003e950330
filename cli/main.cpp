// placeholder main, replaced by the dispatcher
int main() { return 0; }
