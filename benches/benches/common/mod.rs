//! The contenders the crosswalk translators are measured against.

pub mod hand;
pub mod num_enum_mirror;
pub mod reprs;
