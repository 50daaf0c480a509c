//! Targets written as constant expressions of the target type: associated constants of a newtype
//! whose field this crate cannot see, struct literals, and constants combined with `|`, each read
//! back through `target_ordinal = …`.

use crosswalk::{Crosswalk, ErrorKind};

mod hw {
    /// A condition code as the encoder writes it: a mask of the outcomes it accepts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Cond {
        pub mask: u8,
    }

    impl Cond {
        /// The mask, as a crosswalk reads a target's number.
        pub const fn mask(self) -> u8 {
            self.mask
        }
    }

    /// A slot of a register file: a tuple struct whose field is private to this module.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Slot(u8);

    impl Slot {
        pub const FIRST: Self = Self(0);
        pub const LAST: Self = Self(7);

        /// The slot's number.
        pub const fn get(self) -> u8 {
            self.0
        }
    }
}

/// A comparison, onto the condition codes: struct literals, and associated constants of a type of
/// another crate whose field is private.
#[crosswalk::crosswalk(to = hw::Cond, target_ordinal = hw::Cond::mask)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Compare {
    #[to(hw::Cond { mask: 0b1000 })]
    Equal,
    #[to(hw::Cond { mask: 0b0110 })]
    NotEqual,
    #[to(hw::Cond { mask: 0b0100 })]
    Less,
    #[reject("no condition code for unordered")]
    Unordered,
}

/// Vulkan's comparison ops as the trait's ordinals, from a crate whose field is private.
#[crosswalk::crosswalk(to = ash::vk::CompareOp, target_ordinal = ash::vk::CompareOp::as_raw)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Depth {
    #[to(NEVER)]
    Never = 1,
    #[to(LESS)]
    Less,
    #[to(ash::vk::CompareOp::ALWAYS)]
    Always,
    #[to(ALWAYS, one_way)]
    Pass,
}

/// Which aspects of an image a format has: constants combined with `|` are built back from the
/// combined number.
#[crosswalk::crosswalk(
    to = ash::vk::ImageAspectFlags,
    target_ordinal = ash::vk::ImageAspectFlags::as_raw,
    target_from_ordinal = ash::vk::ImageAspectFlags::from_raw,
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DepthFormat {
    #[to(DEPTH)]
    D32,
    #[to(STENCIL)]
    S8,
    #[to(DEPTH | STENCIL)]
    D24S8,
    #[to(DEPTH | ash::vk::ImageAspectFlags::STENCIL, alias)]
    D32S8,
}

#[test]
fn struct_literals_translate_and_go_back_by_their_number() {
    assert_eq!(
        hw::Cond::try_from(Compare::Less),
        Ok(hw::Cond { mask: 0b0100 })
    );
    assert_eq!(Compare::translate_ordinal(1), Ok(hw::Cond { mask: 0b0110 }));
    let error = Compare::Unordered.translate().unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Rejected);
    assert_eq!(
        Compare::from_target(hw::Cond { mask: 0b1000 }),
        Some(Compare::Equal)
    );
    assert_eq!(Compare::from_target(hw::Cond { mask: 0b0001 }), None);
    assert_eq!(
        Compare::from_target_ordinal(0b0110),
        Some(Compare::NotEqual)
    );
    assert_eq!(
        <Compare as Crosswalk>::target_ordinal(hw::Cond { mask: 0b0100 }).get(),
        0b0100
    );
}

#[test]
fn associated_constants_of_a_private_newtype() {
    use ash::vk::CompareOp;
    assert_eq!(CompareOp::from(Depth::Never), CompareOp::NEVER);
    assert_eq!(CompareOp::from(Depth::Always), CompareOp::ALWAYS);
    assert_eq!(Depth::translate_ordinal(2), Ok(CompareOp::LESS));
    // `Pass` translates forward only: going back from `ALWAYS` finds `Always`.
    assert_eq!(CompareOp::from(Depth::Pass), CompareOp::ALWAYS);
    assert_eq!(Depth::from_target(CompareOp::ALWAYS), Some(Depth::Always));
    assert_eq!(Depth::from_target(CompareOp::EQUAL), None);
    assert_eq!(Depth::from_target_ordinal(1), Some(Depth::Less));
    // Cell 0 (ordinal 0) has no variant; then `NEVER`, `LESS`, `ALWAYS` twice, by number.
    let image: Vec<u8> = <Depth as Crosswalk>::table_image().collect();
    assert_eq!(
        image,
        [
            [0xff; 4],
            [0, 0, 0, 0],
            [1, 0, 0, 0],
            [7, 0, 0, 0],
            [7, 0, 0, 0]
        ]
        .concat()
    );
}

#[test]
fn constants_combined_with_a_bar() {
    use ash::vk::ImageAspectFlags as Aspects;
    const BOTH: u32 = Aspects::DEPTH.as_raw() | Aspects::STENCIL.as_raw();
    assert_eq!(Aspects::from(DepthFormat::D24S8).as_raw(), BOTH);
    assert_eq!(Aspects::from(DepthFormat::D32S8).as_raw(), BOTH);
    assert_eq!(Aspects::from(DepthFormat::S8), Aspects::STENCIL);
    assert_eq!(
        DepthFormat::from_target(Aspects::from_raw(BOTH)),
        Some(DepthFormat::D24S8)
    );
    assert_eq!(
        DepthFormat::from_target_ordinal(BOTH),
        Some(DepthFormat::D24S8)
    );
}

/// A tuple, which no path names but an alias: a target of constants, written as tuples.
type Range = (u8, u8);

/// The first of a range, as a crosswalk reads a target's number.
const fn low(range: Range) -> u8 {
    range.0
}

#[crosswalk::crosswalk(to = Range, target_ordinal = low)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bank {
    #[to((0, 15))]
    Low,
    #[to((16, 31))]
    High,
}

/// A tuple struct through an alias: constants of it are targets, written whole or as
/// associated constants, though the alias gives no constructor to build one from a number.
type Cell = hw::Slot;

#[crosswalk::crosswalk(to = Cell, target_ordinal = hw::Slot::get)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lane {
    #[to(FIRST)]
    First,
    #[to(hw::Slot::LAST)]
    Last,
}

#[test]
fn targets_named_through_an_alias() {
    assert_eq!(Range::from(Bank::High), (16, 31));
    assert_eq!(Bank::from_target((0, 15)), Some(Bank::Low));
    assert_eq!(Bank::from_target_ordinal(16), Some(Bank::High));
    assert_eq!(Cell::from(Lane::Last).get(), 7);
    assert_eq!(Lane::from_target(hw::Slot::FIRST), Some(Lane::First));
}
