//! Two crosswalks on one enum: the IR's dtypes encoded for two hardware generations, which
//! differ in one tag. `cargo run --example hardware_generations`
//!
//! Each crosswalk is named by a type (`name = …`): its methods get the name as a suffix
//! (`translate_v2`), and it implements `Crosswalk<Name>`.

use crosswalk::Crosswalk;

/// A dtype tag as the encoder writes it. The field stays private to this crate, so only a
/// crosswalk makes one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tag(u8);

/// Names the crosswalk for the first generation. Never constructed.
pub enum V1 {}
/// Names the crosswalk for the second generation.
pub enum V2 {}

/// Both generations' tags, side by side; several dtypes sharing a tag is the design here, so
/// both crosswalks say `many_to_one`.
#[crosswalk::crosswalk(to = Tag, name = V1, many_to_one)]
#[crosswalk::crosswalk(to = Tag, name = V2, many_to_one)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dtype {
    #[to(V1 = 0x03, V2 = 0x03)]
    Uint8 = 0,
    #[to(V1 = 0x05, V2 = 0x05)]
    Uint16 = 1,
    /// New in V2: V1 packs it in the uint16 class; V2 gives it its own tag.
    #[to(V1 = 0x05, V2 = 0x10)]
    Float4 = 2,
    #[to(V1 = 0x0e, V2 = 0x0e)]
    Float8 = 3,
    /// Not encodable on V1 at all.
    #[reject(V1 = "float8_e8m0 needs V2")]
    #[to(V2 = 0x0e)]
    Float8E8m0 = 4,
}

/// Generic code picks a generation by naming it.
fn tag<W>(dtype: Dtype) -> Result<Tag, crosswalk::Error>
where
    Dtype: Crosswalk<W, Target = Tag>,
{
    <Dtype as Crosswalk<W>>::translate(dtype)
}

fn main() -> Result<(), crosswalk::Error> {
    assert_eq!(Dtype::Float4.translate_v1()?, Tag(0x05));
    assert_eq!(Dtype::Float4.translate_v2()?, Tag(0x10));
    assert_eq!(tag::<V2>(Dtype::Float8E8m0)?, Tag(0x0e));
    let refused = tag::<V1>(Dtype::Float8E8m0).unwrap_err();
    assert_eq!(refused.to_string(), "float8_e8m0 needs V2");
    // Raw ordinals too, per generation.
    assert_eq!(Dtype::translate_ordinal_v2(2)?, Tag(0x10));

    for dtype in [
        Dtype::Uint8,
        Dtype::Uint16,
        Dtype::Float4,
        Dtype::Float8,
        Dtype::Float8E8m0,
    ] {
        println!(
            "{dtype:?}: V1 {:?}, V2 {:?}",
            tag::<V1>(dtype),
            tag::<V2>(dtype)
        );
    }
    Ok(())
}

#[test]
fn runs() {
    main().expect("every step above succeeds");
}
