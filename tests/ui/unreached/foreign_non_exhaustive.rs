// `unreached` onto another crate's `#[non_exhaustive]` enum, which has no roster: no list can
// name every value such an enum may gain, and the build says so at the `unreached` key.
#[crosswalk::crosswalk(to = object::BinaryFormat, unreached = [MachO, Pe, Wasm, Xcoff])]
#[derive(Clone, Copy)]
enum Format {
    #[to(Coff)]
    Coff,
    #[to(Elf)]
    Elf,
}

fn main() {}
