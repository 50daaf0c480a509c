//! Hygiene: crosswalks of unusual shapes. Each module is one shape; its tests check the
//! translators (typed, raw, `From`/`TryFrom`, names) against expectations written by hand.

pub mod big;
pub mod cross_module;
pub mod foreign;
pub mod holes;
pub mod implicit;
pub mod in_function;
pub mod passthrough;
pub mod repr;
pub mod sparse_target;
