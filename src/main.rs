fn main() {
    manifold_explorer::start();
}
