//! Writes `scale.rs`: `Wide`, a roster target of `CROSSWALK_SCALE_VARIANTS` variants (8,192 by
//! default) named after SPIR-V's opcodes, and two crosswalks onto it; `Plain`, the same variants
//! without a roster, and one crosswalk onto it.

use std::fmt::Write as _;
use std::{env, fs, path::Path};

/// Opcode names, long shared prefixes and short names alike. Variant `i` is
/// `STEMS[i % STEMS.len()]`, followed by `i / STEMS.len() + 1` after the first round.
const STEMS: &[&str] = &[
    "OpNop",
    "OpUndef",
    "OpSource",
    "OpSourceContinued",
    "OpSourceExtension",
    "OpName",
    "OpMemberName",
    "OpLine",
    "OpExtInst",
    "OpExtInstImport",
    "OpEntryPoint",
    "OpCapability",
    "OpTypeInt",
    "OpTypeFloat",
    "OpTypeImage",
    "OpTypeSampledImage",
    "OpTypeRuntimeArray",
    "OpConstant",
    "OpConstantComposite",
    "OpFAdd",
    "OpIAdd",
    "OpFMul",
    "OpLoad",
    "OpStore",
    "OpBranch",
    "OpBranchConditional",
    "OpImageSampleImplicitLod",
    "OpImageSampleExplicitLod",
    "OpImageSampleDrefImplicitLod",
    "OpImageSampleProjDrefImplicitLod",
    "OpImageSparseSampleDrefExplicitLod",
    "OpAtomicCompareExchangeWeak",
    "OpGroupNonUniformBallotBitExtract",
    "OpSubgroupAvcImeEvaluateWithMultiReferenceInterlacedINTEL",
    "F",
    "Ld",
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CROSSWALK_SCALE_VARIANTS");
    let count: usize = env::var("CROSSWALK_SCALE_VARIANTS")
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(8192);
    assert!(
        (8..=65_536).contains(&count),
        "CROSSWALK_SCALE_VARIANTS must lie in 8..=65536: a crosswalk's table holds at most 65,536 cells"
    );
    let names: Vec<String> = (0..count)
        .map(|index| {
            let stem = STEMS[index % STEMS.len()];
            match index / STEMS.len() {
                0 => stem.to_owned(),
                round => format!("{stem}{}", round + 1),
            }
        })
        .collect();
    let (first, middle, last) = (&names[0], &names[count / 2], &names[count - 1]);
    let few = [first, middle, last];
    let others: Vec<&String> = names.iter().filter(|name| !few.contains(name)).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// {count} opcodes, named after SPIR-V's.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]\n\
         pub enum Wide {{ {} }}\n",
        join(&names)
    );
    let _ = writeln!(
        out,
        "/// How many variants `Wide` has.\npub const VARIANTS: usize = {count};\n\
         /// The three variants `Few` reaches and `Most` does not: the first, one in the middle, the last.\n\
         pub const FEW: [Wide; 3] = [Wide::{first}, Wide::{middle}, Wide::{last}];\n"
    );
    let _ = writeln!(
        out,
        "/// Three of `Wide`'s variants; `unreached` lists every other.\n\
         #[crosswalk::crosswalk(to = Wide, unreached = [{}])]\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum Few {{ #[to({first})] First, #[to({middle})] Middle, #[to({last})] Last }}\n",
        join(&others)
    );
    let most: Vec<String> = others
        .iter()
        .map(|name| format!("#[to({name})] {name}"))
        .chain([
            format!("#[to({})] Again", others[0]),
            format!("#[to({})] AgainToo", others[1]),
        ])
        .collect();
    let _ = writeln!(
        out,
        "/// Every variant of `Wide` but `Few`'s three, and two more onto targets already reached.\n\
         #[crosswalk::crosswalk(to = Wide, many_to_one, unreached = [{first}, {middle}, {last}])]\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum Most {{ {} }}\n",
        most.join(", ")
    );
    let _ = writeln!(
        out,
        "/// `Wide`'s variants without a roster, as another crate's enum would be.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum Plain {{ {} }}\n\n\
         /// `Few` onto `Plain`: `unreached` checked by an exhaustive `match` alone.\n\
         #[crosswalk::crosswalk(to = Plain, unreached = [{}])]\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum FewPlain {{ #[to({first})] First, #[to({middle})] Middle, #[to({last})] Last }}\n",
        join(&names),
        join(&others)
    );
    let Some(out_dir) = env::var_os("OUT_DIR") else {
        panic!("cargo sets OUT_DIR for a build script");
    };
    if let Err(error) = fs::write(Path::new(&out_dir).join("scale.rs"), out) {
        panic!("cannot write scale.rs: {error}");
    }
}

fn join(names: &[impl AsRef<str>]) -> String {
    names
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(", ")
}
