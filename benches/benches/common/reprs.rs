//! Sources whose ordinal type is not `u32`: a byte-wide one (`repr(u8)`) and a signed one with
//! negative discriminants (`repr(i32)`), each with its contenders written the way a user would: a
//! `const` table read with `.get(n.wrapping_sub(BASE))`, and a `num_enum` mirror followed by a
//! typed `match`. Both are dense under `throw`, the raw path's bound check and one load.

use crosswalk_benches::{Mix, ordinals_among};
use num_enum::TryFromPrimitive;

pub mod byte {
    use super::{Mix, TryFromPrimitive, ordinals_among};

    /// The target: eight functional units, numbered from 0.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Unit {
        Scalar,
        Vector,
        Tensor,
        Pool,
        Dma,
        Sync,
        Gather,
        Scatter,
    }

    /// The source: the same units as a byte on the wire, from 1, in another order.
    #[crosswalk::crosswalk(to = Unit, base = 1, on_oob = throw("unknown unit"))]
    #[derive(Clone, Copy)]
    #[repr(u8)]
    pub enum WireUnit {
        #[to(Tensor)]
        Tensor = 1,
        #[to(Vector)]
        Vector = 2,
        #[to(Scalar)]
        Scalar = 3,
        #[to(Dma)]
        Dma = 4,
        #[to(Pool)]
        Pool = 5,
        #[to(Gather)]
        Gather = 6,
        #[to(Scatter)]
        Scatter = 7,
        #[to(Sync)]
        Sync = 8,
    }

    pub const BASE: u8 = 1;
    /// Cell `i` is ordinal `BASE + i`.
    pub const TABLE: [Unit; 8] = [
        Unit::Tensor,
        Unit::Vector,
        Unit::Scalar,
        Unit::Dma,
        Unit::Pool,
        Unit::Gather,
        Unit::Scatter,
        Unit::Sync,
    ];

    #[inline]
    pub fn table(n: u8) -> Option<Unit> {
        TABLE.get(usize::from(n.wrapping_sub(BASE))).copied()
    }

    #[derive(Clone, Copy, TryFromPrimitive)]
    #[repr(u8)]
    pub enum Mirror {
        Tensor = 1,
        Vector = 2,
        Scalar = 3,
        Dma = 4,
        Pool = 5,
        Gather = 6,
        Scatter = 7,
        Sync = 8,
    }

    #[inline]
    pub fn num_enum(n: u8) -> Option<Unit> {
        Mirror::try_from_primitive(n)
            .ok()
            .map(|mirror| match mirror {
                Mirror::Tensor => Unit::Tensor,
                Mirror::Vector => Unit::Vector,
                Mirror::Scalar => Unit::Scalar,
                Mirror::Dma => Unit::Dma,
                Mirror::Pool => Unit::Pool,
                Mirror::Gather => Unit::Gather,
                Mirror::Scatter => Unit::Scatter,
                Mirror::Sync => Unit::Sync,
            })
    }

    pub fn ordinals(mix: Mix) -> Vec<u8> {
        ordinals_among(&[1, 2, 3, 4, 5, 6, 7, 8], mix, 200, false)
            .into_iter()
            .map(|n| u8::try_from(n).unwrap_or(u8::MAX))
            .collect()
    }
}

pub mod signed {
    use super::{Mix, TryFromPrimitive, ordinals_among};

    /// The target: a shift amount's meaning, numbered from 0 in an order of its own, so the
    /// translation is no arithmetic on the ordinal an optimiser could find.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Shift {
        Keep,
        Right1,
        Left1,
        Right4,
        Left2,
        Right2,
        Left4,
        Right3,
        Left3,
    }

    /// The source: a signed shift count, negative to the left.
    #[crosswalk::crosswalk(to = Shift, base = -4, on_oob = throw("shift out of range"))]
    #[derive(Clone, Copy)]
    #[repr(i32)]
    pub enum ShiftCount {
        #[to(Left4)]
        Left4 = -4,
        #[to(Left3)]
        Left3 = -3,
        #[to(Left2)]
        Left2 = -2,
        #[to(Left1)]
        Left1 = -1,
        #[to(Keep)]
        Keep = 0,
        #[to(Right1)]
        Right1 = 1,
        #[to(Right2)]
        Right2 = 2,
        #[to(Right3)]
        Right3 = 3,
        #[to(Right4)]
        Right4 = 4,
    }

    pub const BASE: i32 = -4;
    /// Cell `i` is ordinal `BASE + i`.
    pub const TABLE: [Shift; 9] = [
        Shift::Left4,
        Shift::Left3,
        Shift::Left2,
        Shift::Left1,
        Shift::Keep,
        Shift::Right1,
        Shift::Right2,
        Shift::Right3,
        Shift::Right4,
    ];

    #[inline]
    // Reinterpreting the difference as unsigned sends an ordinal below `BASE` past the table.
    #[allow(clippy::cast_sign_loss)]
    pub fn table(n: i32) -> Option<Shift> {
        TABLE.get(n.wrapping_sub(BASE) as u32 as usize).copied()
    }

    #[derive(Clone, Copy, TryFromPrimitive)]
    #[repr(i32)]
    pub enum Mirror {
        Left4 = -4,
        Left3 = -3,
        Left2 = -2,
        Left1 = -1,
        Keep = 0,
        Right1 = 1,
        Right2 = 2,
        Right3 = 3,
        Right4 = 4,
    }

    #[inline]
    pub fn num_enum(n: i32) -> Option<Shift> {
        Mirror::try_from_primitive(n)
            .ok()
            .map(|mirror| match mirror {
                Mirror::Left4 => Shift::Left4,
                Mirror::Left3 => Shift::Left3,
                Mirror::Left2 => Shift::Left2,
                Mirror::Left1 => Shift::Left1,
                Mirror::Keep => Shift::Keep,
                Mirror::Right1 => Shift::Right1,
                Mirror::Right2 => Shift::Right2,
                Mirror::Right3 => Shift::Right3,
                Mirror::Right4 => Shift::Right4,
            })
    }

    pub fn ordinals(mix: Mix) -> Vec<i32> {
        ordinals_among(&[-4, -3, -2, -1, 0, 1, 2, 3, 4], mix, 1000, true)
            .into_iter()
            .map(|n| i32::try_from(n).unwrap_or(i32::MAX))
            .collect()
    }
}
