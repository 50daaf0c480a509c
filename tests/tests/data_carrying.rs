//! Crosswalks from enums whose variants carry operands: an instruction's kind onto its opcode,
//! checked for every variant against a hand-written `match`, by reference, generic over the
//! operands, with two named crosswalks and a raw path where a `#[repr]` gives the tags.

// The operands are what these enums carry, and no test reads them: the crosswalks map the kinds.
#![allow(dead_code)]

use crosswalk::ErrorKind;

mod isa {
    /// The encoder's opcodes.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Opcode(pub(crate) u8);

    /// The IR's operators.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Operator {
        Nop,
        Add,
        Sub,
        Load,
        Store,
        Branch,
    }

    /// Names the x86-64 crosswalk.
    pub enum X64 {}
    /// Names the `AArch64` crosswalk.
    pub enum AArch64 {}
}

/// An instruction over registers of any type: unit, tuple and struct variants.
#[crosswalk::crosswalk(to = isa::Operator, unreached = [])]
#[crosswalk::crosswalk(to = isa::Opcode, name = isa::X64)]
#[crosswalk::crosswalk(to = isa::Opcode, name = isa::AArch64, suffix = aarch64)]
#[derive(Clone, Debug, PartialEq, Eq)]
enum Inst<R> {
    #[to(Nop, X64 = 0x90, AArch64 = 0x1f)]
    Nop,
    #[to(Add, X64 = 0x01, AArch64 = 0x0b)]
    Add { dst: R, a: R, b: R },
    #[to(Sub, X64 = 0x29, AArch64 = 0x4b)]
    Sub(R, R, R),
    #[to(Load, X64 = 0x8b, AArch64 = 0xb9)]
    Load { dst: R, base: R, offset: i32 },
    #[to(Store, X64 = 0x89)]
    #[reject(AArch64 = "store pairs only")]
    Store(R, R),
    #[to(Branch, X64 = 0xe9, AArch64 = 0x14)]
    Branch { target: u32 },
}

/// The expectation, written as the encoders write it.
fn hand_x64<R>(inst: &Inst<R>) -> u8 {
    match inst {
        Inst::Nop => 0x90,
        Inst::Add { .. } => 0x01,
        Inst::Sub(..) => 0x29,
        Inst::Load { .. } => 0x8b,
        Inst::Store(..) => 0x89,
        Inst::Branch { .. } => 0xe9,
    }
}

fn hand_operator<R>(inst: &Inst<R>) -> isa::Operator {
    use isa::Operator as O;
    match inst {
        Inst::Nop => O::Nop,
        Inst::Add { .. } => O::Add,
        Inst::Sub(..) => O::Sub,
        Inst::Load { .. } => O::Load,
        Inst::Store(..) => O::Store,
        Inst::Branch { .. } => O::Branch,
    }
}

/// One of every variant, its operands `String`s: nothing is `Copy`.
fn every_variant() -> Vec<Inst<String>> {
    let r = |name: &str| name.to_owned();
    vec![
        Inst::Nop,
        Inst::Add {
            dst: r("x0"),
            a: r("x1"),
            b: r("x2"),
        },
        Inst::Sub(r("x0"), r("x1"), r("x2")),
        Inst::Load {
            dst: r("x0"),
            base: r("sp"),
            offset: -8,
        },
        Inst::Store(r("x0"), r("sp")),
        Inst::Branch { target: 64 },
    ]
}

#[test]
fn every_variant_translates_by_reference_as_the_hand_match_does() {
    for inst in every_variant() {
        assert_eq!(inst.translate(), Ok(hand_operator(&inst)), "{inst:?}");
        assert_eq!(isa::Operator::from(&inst), hand_operator(&inst), "{inst:?}");
        assert_eq!(inst.to_x64(), isa::Opcode(hand_x64(&inst)), "{inst:?}");
        assert_eq!(inst.translate_x64(), Ok(isa::Opcode(hand_x64(&inst))));
    }
}

#[test]
fn a_rejected_variant_is_an_error_naming_its_position() {
    let store = Inst::Store(1u8, 2u8);
    let error = store.translate_aarch64().unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Rejected);
    assert_eq!(error.to_string(), "store pairs only");
    assert_eq!(error.ordinal(), 4);
    assert_eq!(Inst::<u8>::Nop.translate_aarch64(), Ok(isa::Opcode(0x1f)));
}

#[test]
fn translation_is_const() {
    const BRANCH: Result<isa::Opcode, crosswalk::Error> =
        Inst::<u8>::Branch { target: 0 }.translate_x64();
    assert_eq!(BRANCH, Ok(isa::Opcode(0xe9)));
}

/// Tokens borrowing their source text.
#[crosswalk::crosswalk(to = isa::Operator)]
#[derive(Debug)]
enum Token<'src> {
    #[to(Add)]
    Plus(&'src str),
    #[to(Sub)]
    Minus { text: &'src str },
    #[reject("a comment is not an operator")]
    Comment(&'src str),
}

#[test]
fn a_lifetime_generic_enum_converts_by_reference() {
    let text = String::from("+ - //");
    let tokens = [
        Token::Plus(&text[0..1]),
        Token::Minus { text: &text[2..3] },
        Token::Comment(&text[4..]),
    ];
    assert_eq!(isa::Operator::try_from(&tokens[0]), Ok(isa::Operator::Add));
    assert_eq!(tokens[1].translate(), Ok(isa::Operator::Sub));
    assert_eq!(
        isa::Operator::try_from(&tokens[2]).unwrap_err().to_string(),
        "a comment is not an operator"
    );
}

/// A `#[repr(u8)]` gives the variants tags a caller can hold: those translate too.
#[crosswalk::crosswalk(to = isa::Operator, base = 1, on_oob = default(Nop))]
#[derive(Debug)]
#[repr(u8)]
enum Wire {
    #[to(Add)]
    Add { a: u8, b: u8 } = 1,
    #[to(Load)]
    Load(u16) = 3,
    #[to(Store)]
    Store(u16, u8) = 4,
}

#[test]
fn tags_of_a_repr_translate_raw() {
    use isa::Operator as O;
    let expected = [
        (0, O::Nop),
        (1, O::Add),
        (2, O::Nop),
        (3, O::Load),
        (4, O::Store),
        (5, O::Nop),
    ];
    for (tag, operator) in expected {
        assert_eq!(Wire::translate_ordinal(tag), Ok(operator), "tag {tag}");
    }
    assert_eq!(Wire::Load(7).translate(), Ok(O::Load));
    assert_eq!(O::from(&Wire::Add { a: 1, b: 2 }), O::Add);
}

/// Stands for another crate's expression tree, whose binary operators carry their token.
mod syntax {
    pub struct Span(pub usize);

    pub enum BinOp {
        Add(Span),
        Sub(Span),
        Mul { span: Span },
        And(Span),
    }
}

crosswalk::declare! {
    /// The front end's operators, from another crate's syntax tree.
    #[crosswalk(to = isa::Operator)]
    pub enum BinOps for syntax::BinOp {
        Add(..) => Add,
        Sub(..) => Sub,
        Mul { .. } => unreachable("lowered to shifts and adds before this pass"),
        _ => reject("no operator for this"),
    }
}

crosswalk::declare! {
    /// A line for every operator, no `_` line: the build checks that every variant has one.
    #[crosswalk(to = isa::Operator, unreached = [Nop, Load, Store, Branch])]
    pub enum EveryBinOp for syntax::BinOp {
        Add(..) | And(..) => Add,
        Sub(..) => Sub,
        Mul { .. } => (Add, alias),
    }
}

#[test]
fn a_declared_crosswalk_with_a_line_for_every_variant() {
    use syntax::{BinOp, Span};
    assert_eq!(
        EveryBinOp::to_target(&BinOp::And(Span(1))),
        isa::Operator::Add
    );
    assert_eq!(
        EveryBinOp::translate(&BinOp::Mul { span: Span(2) }),
        Ok(isa::Operator::Add)
    );
    assert_eq!(
        EveryBinOp::translate(&BinOp::Sub(Span(3))),
        Ok(isa::Operator::Sub)
    );
}

#[test]
fn a_declared_crosswalk_from_another_crate_s_tree() {
    use syntax::{BinOp, Span};
    assert_eq!(
        BinOps::translate(&BinOp::Add(Span(0))),
        Ok(isa::Operator::Add)
    );
    assert_eq!(
        BinOps::translate(&BinOp::Sub(Span(3))),
        Ok(isa::Operator::Sub)
    );
    let error = BinOps::translate(&BinOp::And(Span(5))).unwrap_err();
    assert_eq!(error.to_string(), "no operator for this");
    std::panic::set_hook(Box::new(|_| {}));
    let multiply = BinOp::Mul { span: Span(9) };
    assert!(std::panic::catch_unwind(|| BinOps::translate(&multiply)).is_err());
}

/// Stands for naga: its address spaces, unit variants beside one that carries its access.
mod naga_ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct StorageAccess(pub u32);

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AddressSpace {
        Function,
        Private,
        WorkGroup,
        Uniform,
        Storage { access: StorageAccess },
        Handle,
        PushConstant,
    }
}

/// Stands for SPIR-V's storage classes.
mod spirv_words {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum StorageClass {
        Function,
        Private,
        Workgroup,
        Uniform,
        StorageBuffer,
        UniformConstant,
        PushConstant,
    }
}

crosswalk::declare! {
    /// naga's address spaces as SPIR-V storage classes: unit lines beside `Storage { .. }`.
    #[crosswalk(to = spirv_words::StorageClass)]
    pub enum StorageClasses for naga_ir::AddressSpace {
        Function => Function,
        Private => Private,
        WorkGroup => Workgroup,
        Uniform => Uniform,
        Storage { .. } => StorageBuffer,
        Handle => UniformConstant,
        PushConstant => PushConstant,
    }
}

/// The expectation, written as naga's SPIR-V backend writes it.
fn hand_storage_class(space: naga_ir::AddressSpace) -> spirv_words::StorageClass {
    use naga_ir::AddressSpace as A;
    use spirv_words::StorageClass as S;
    match space {
        A::Function => S::Function,
        A::Private => S::Private,
        A::WorkGroup => S::Workgroup,
        A::Uniform => S::Uniform,
        A::Storage { .. } => S::StorageBuffer,
        A::Handle => S::UniformConstant,
        A::PushConstant => S::PushConstant,
    }
}

#[test]
fn a_declared_crosswalk_of_unit_variants_beside_one_with_fields() {
    use naga_ir::{AddressSpace as A, StorageAccess};
    let spaces = [
        A::Function,
        A::Private,
        A::WorkGroup,
        A::Uniform,
        A::Storage {
            access: StorageAccess(0),
        },
        A::Storage {
            access: StorageAccess(3),
        },
        A::Handle,
        A::PushConstant,
    ];
    for space in spaces {
        let expected = hand_storage_class(space);
        assert_eq!(StorageClasses::to_target(&space), expected, "{space:?}");
        assert_eq!(StorageClasses::translate(&space), Ok(expected), "{space:?}");
    }
}

/// A source with a tuple variant and a struct variant of two fields.
mod lowered {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Operand {
        Register(u8),
        Memory { base: u8, offset: i32 },
        Pair(u8, u8),
        Immediate,
    }
}

crosswalk::declare! {
    /// Each field ignored one by one, as rustc's help for a variant written without its fields
    /// has it: the same as `(..)` and `{ .. }`.
    #[crosswalk(to = spirv_words::StorageClass)]
    pub enum OperandClasses for lowered::Operand {
        Register(_) => Private,
        Memory { base: _, offset: _ } => StorageBuffer,
        Pair(_, _,) => Function,
        Immediate => UniformConstant,
    }
}

#[test]
fn a_line_that_ignores_each_field_matches_the_variant_whatever_they_hold() {
    use lowered::Operand as O;
    use spirv_words::StorageClass as S;
    let expected = |operand: O| match operand {
        O::Register(_) => S::Private,
        O::Memory { .. } => S::StorageBuffer,
        O::Pair(..) => S::Function,
        O::Immediate => S::UniformConstant,
    };
    for operand in [
        O::Register(0),
        O::Register(7),
        O::Memory {
            base: 1,
            offset: -8,
        },
        O::Pair(2, 3),
        O::Immediate,
    ] {
        assert_eq!(
            OperandClasses::to_target(&operand),
            expected(operand),
            "{operand:?}"
        );
    }
}
