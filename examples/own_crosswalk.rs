//! Your own crosswalk: a front end numbers its ops from 1, the IR from 0, and one front-end op
//! has no IR counterpart. `cargo run --example own_crosswalk`
//!
//! `cargo doc --examples --open` shows the table below rendered in `FrontOp`'s documentation.

use crosswalk::{ErrorKind, Roster};

mod ir {
    /// The IR's numbering. `Roster` gives it names, ordinals, `Display` and `FromStr`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[roster(rename_all = "snake_case")]
    pub enum Op {
        Nop,
        Add,
        Sub,
        Mul,
    }
}

/// The front end's numbering, from 1.
#[crosswalk::crosswalk(to = ir::Op, base = 1, on_oob = throw("Unsupported op"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case")]
enum FrontOp {
    #[to(Add)]
    Add = 1,
    #[to(Mul)]
    Mul = 2,
    #[to(Sub)]
    Sub = 3,
    /// A second spelling of `Add`: the crosswalk makes you say so.
    #[to(Add, alias)]
    Plus = 4,
    #[reject("Div is not supported")]
    Div = 5,
}

fn main() -> Result<(), crosswalk::Error> {
    // Typed: a variant translates, and `alias` makes two variants meet.
    assert_eq!(FrontOp::Plus.translate()?, ir::Op::Add);
    assert_eq!(ir::Op::try_from(FrontOp::Mul)?, ir::Op::Mul);

    // Raw ordinals, as the C++ helper took them: the cell at `ordinal - base`, else the policy.
    assert_eq!(FrontOp::translate_ordinal(3)?, ir::Op::Sub);
    let past_the_end = FrontOp::translate_ordinal(9).unwrap_err();
    assert_eq!(past_the_end.kind(), ErrorKind::OutOfRange);
    assert_eq!(past_the_end.to_string(), "Unsupported op");

    // Refusals are values, with the message you declared.
    let div = FrontOp::Div.translate().unwrap_err();
    assert_eq!(
        (div.kind(), div.to_string().as_str()),
        (ErrorKind::Rejected, "Div is not supported")
    );

    // Back from the IR: the first, non-alias source; `Nop` has none.
    assert_eq!(FrontOp::from_target(ir::Op::Add), Some(FrontOp::Add));
    assert_eq!(FrontOp::from_target(ir::Op::Nop), None);

    // Names and typed ordinals: an `Ordinal<FrontOp>` cannot be passed where an
    // `Ordinal<ir::Op>` is expected.
    let sub: ir::Op = "sub".parse().expect("a name of ir::Op");
    assert_eq!((sub.ordinal().get(), FrontOp::Sub.ordinal().get()), (2, 3));

    for op in FrontOp::VARIANTS {
        match op.translate() {
            Ok(target) => println!("{op} ({}) → {target} ({})", op.ordinal(), target.ordinal()),
            Err(error) => println!("{op} ({}) → refused: {error}", op.ordinal()),
        }
    }
    Ok(())
}

#[test]
fn runs() {
    main().expect("every step above succeeds");
}
