// A declaration's source is a newtype whose constants are the values (gimli's `DwAte`), not an
// enum: one error, at the source path. Such a table stays a hand-written `match`, checked with
// `#[crosswalk::checked]`.
mod gimli {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct DwAte(pub u8);

    impl DwAte {
        pub const DW_ATE_ADDRESS: Self = Self(1);
        pub const DW_ATE_BOOLEAN: Self = Self(2);
    }
}

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Encoding {
        Address,
        Boolean,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Encoding)]
    pub enum Encodings for gimli::DwAte {
        DW_ATE_ADDRESS => Address,
        DW_ATE_BOOLEAN => Boolean,
    }
}

fn main() {}
