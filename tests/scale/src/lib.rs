//! A target enum of thousands of variants with a roster, and crosswalks onto it whose
//! `unreached = [...]` lists most of them, as an instruction set's enums have: the check of
//! `unreached` must stay linear in the variants to build at all (rustc stops a constant that runs
//! too long). `Plain`, the same variants without a roster, is checked by an exhaustive `match`.
//!
//! The build script writes the enums, `VARIANTS` of them: 8,192 unless `CROSSWALK_SCALE_VARIANTS`
//! says otherwise. 65,536, the most a crosswalk's table holds, is the size to check by hand:
//! `CROSSWALK_SCALE_VARIANTS=65536 cargo test -p crosswalk-scale` (minutes, most of them rustc's on
//! the roster's own `match`es).

// The generated variants are opcodes, documented as a whole on their enum.
#[allow(missing_docs)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/scale.rs"));
}

pub use generated::*;
