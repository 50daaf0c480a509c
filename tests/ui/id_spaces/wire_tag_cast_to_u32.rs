// A wire tag cast to a number, to be fed to a BIR ordinal decoder: a tag is no primitive, and its
// byte comes out only by name (`get()`, for the encoder).
use crosswalk::bir;

fn main() {
    let tag = bir::Dtype::Float8e4.translate_core_v4().unwrap();
    let _ = bir::Dtype::try_from(tag as u32);
}
