//! A `pub(crate)` source whose target lives in another module, named by `super::`, `crate::` and
//! `self::` paths, and through a type alias.

pub mod targets {
    //! Where the targets live.

    /// The target, in a sibling module of the sources.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[roster(rename_all = "snake_case")]
    pub enum MemorySpace {
        /// On-chip state buffer.
        StateBuffer,
        /// On-chip partial-sum buffer.
        PartialSum,
        /// Off-chip memory.
        DeviceMemory,
    }

    /// The same target under another name.
    pub type Space = MemorySpace;
}

pub(crate) mod sources {
    /// Named by a `super::` path.
    #[crosswalk::crosswalk(to = super::targets::MemorySpace)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum BySuper {
        #[to(DeviceMemory)]
        Dram,
        #[to(StateBuffer)]
        Sbuf,
        #[to(PartialSum)]
        Psum,
    }

    /// Named by a `crate::` path, fallible.
    #[crosswalk::crosswalk(to = crate::cross_module::targets::MemorySpace)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum ByCrate {
        #[to(StateBuffer)]
        Sbuf,
        #[reject("registers are not a memory space")]
        Register,
    }

    pub(crate) mod nested {
        /// Named through a type alias, two modules up.
        #[crosswalk::crosswalk(to = super::super::targets::Space, base = 1, unreached = [StateBuffer])]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum ByAlias {
            #[to(PartialSum)]
            Psum = 1,
            #[to(DeviceMemory)]
            Hbm = 2,
        }
    }
}

/// Named by a `self::` path, from the module the target lives under.
#[crosswalk::crosswalk(to = self::targets::MemorySpace, on_oob = default(DeviceMemory))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BySelf {
    /// The state buffer.
    #[to(StateBuffer)]
    Sb,
}

/// How many raw `BySuper` ordinals translate (a crate-internal use of the `pub(crate)` source).
#[must_use]
pub fn by_super_translatable(ordinals: &[u32]) -> usize {
    ordinals
        .iter()
        .filter(|&&ordinal| sources::BySuper::translate_ordinal(ordinal).is_ok())
        .count()
}

#[cfg(test)]
mod tests {
    use super::sources::nested::ByAlias;
    use super::sources::{ByCrate, BySuper};
    use super::targets::MemorySpace;
    use super::{BySelf, by_super_translatable};
    use crosswalk::{Crosswalk, ErrorKind};

    #[test]
    fn targets_in_other_modules() {
        assert_eq!(MemorySpace::from(BySuper::Dram), MemorySpace::DeviceMemory);
        assert_eq!(BySuper::translate_ordinal(2), Ok(MemorySpace::PartialSum));
        assert_eq!(by_super_translatable(&[0, 1, 2, 3, 4]), 3);
        assert_eq!(
            MemorySpace::try_from(ByCrate::Sbuf),
            Ok(MemorySpace::StateBuffer)
        );
        assert_eq!(
            ByCrate::Register.translate().unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(MemorySpace::from(ByAlias::Hbm), MemorySpace::DeviceMemory);
        assert_eq!(ByAlias::translate_ordinal(1), Ok(MemorySpace::PartialSum));
        assert_eq!(
            ByAlias::from_target(MemorySpace::DeviceMemory),
            Some(ByAlias::Hbm)
        );
        assert_eq!(ByAlias::from_target(MemorySpace::StateBuffer), None);
        assert_eq!(BySelf::translate_ordinal(5), Ok(MemorySpace::DeviceMemory));
        assert_eq!(
            <ByAlias as Crosswalk>::TARGET_PATH,
            "super::super::targets::Space"
        );
        assert_eq!(MemorySpace::PartialSum.to_string(), "partial_sum");
    }
}
