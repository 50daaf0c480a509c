//! A tiny instruction encoder: an instruction enum whose variants carry their operands, mapped by
//! kind onto an opcode byte with a crosswalk, and a second crosswalk onto the IR's operators for
//! the printer. `cargo run --example encoder`
//!
//! The crosswalk checks what the hand-written `match` of an encoder does not: every instruction
//! has exactly one opcode, two instructions sharing one say so (`alias`), and the one the encoder
//! cannot emit says why (`#[reject]`).

mod x64 {
    /// An x86-64 primary opcode byte. Only a crosswalk makes one.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Opcode(pub(crate) u8);

    impl Opcode {
        /// The byte the encoder writes.
        pub const fn get(self) -> u8 {
            self.0
        }
    }

    /// Names the crosswalk into x86-64 opcodes.
    pub enum X64 {}
}

mod ir {
    /// The IR's operators, as the printer names them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[roster(rename_all = "snake_case")]
    pub enum Operator {
        /// No operation.
        Nop,
        /// Addition.
        Add,
        /// Subtraction.
        Sub,
        /// A register move.
        Move,
        /// A call.
        Call,
    }
}

/// A register, numbered as a `ModRM` byte numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reg {
    /// The accumulator.
    Rax = 0,
    /// The counter.
    Rcx = 1,
    /// The base.
    Rbx = 3,
}

impl Reg {
    /// The register's number in a `ModRM` byte.
    const fn number(self) -> u8 {
        self as u8
    }
}

/// An instruction, its operands in its variant.
#[crosswalk::crosswalk(to = ir::Operator, unreached = [])]
#[crosswalk::crosswalk(to = x64::Opcode, name = x64::X64)]
#[derive(Clone, Debug, PartialEq, Eq)]
enum Inst {
    /// Does nothing.
    #[to(Nop, X64 = 0x90)]
    Nop,
    /// `dst += src`.
    #[to(Add, X64 = 0x01)]
    Add { dst: Reg, src: Reg },
    /// `dst -= src`.
    #[to(Sub, X64 = 0x29)]
    Sub { dst: Reg, src: Reg },
    /// `.0 = .1`.
    #[to(Move, X64 = 0x89)]
    Move(Reg, Reg),
    /// A move the register allocator coalesced away: the same opcode, said so.
    #[to(Move, alias, X64 = (0x89, alias))]
    Copy(Reg, Reg),
    /// A call of a symbol the linker places.
    #[to(Call)]
    #[reject(X64 = "calls are encoded by the linker's relocation pass")]
    Call { symbol: &'static str },
}

impl Inst {
    /// The `ModRM` byte of a register-to-register instruction (`mod = 11`), if it has one.
    const fn modrm(&self) -> Option<u8> {
        match self {
            Self::Add { dst, src }
            | Self::Sub { dst, src }
            | Self::Move(dst, src)
            | Self::Copy(dst, src) => Some(0xc0 | (src.number() << 3) | dst.number()),
            Self::Nop | Self::Call { .. } => None,
        }
    }

    /// Appends the instruction's bytes to `out`: `REX.W`, the opcode, the `ModRM` byte.
    fn encode(&self, out: &mut Vec<u8>) -> Result<(), crosswalk::Error> {
        let opcode = self.translate_x64()?;
        if let Some(modrm) = self.modrm() {
            out.push(0x48);
            out.push(opcode.get());
            out.push(modrm);
        } else {
            out.push(opcode.get());
        }
        Ok(())
    }
}

fn main() {
    let program = [
        Inst::Move(Reg::Rax, Reg::Rbx),
        Inst::Add {
            dst: Reg::Rax,
            src: Reg::Rcx,
        },
        Inst::Copy(Reg::Rcx, Reg::Rax),
        Inst::Sub {
            dst: Reg::Rbx,
            src: Reg::Rax,
        },
        Inst::Nop,
        Inst::Call { symbol: "exit" },
    ];
    let mut bytes = Vec::new();
    for inst in &program {
        // The printer's name, by the IR's operator: `From<&Inst>`, since operands are borrowed.
        let operator = ir::Operator::from(inst);
        match inst.encode(&mut bytes) {
            Ok(()) => println!("{operator:<5} {inst:?}"),
            Err(error) => println!("{operator:<5} {inst:?}: not encoded: {error}"),
        }
    }
    let hex: Vec<String> = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
    println!("{}", hex.join(" "));
    assert_eq!(
        bytes,
        [
            0x48, 0x89, 0xd8, // mov rax, rbx
            0x48, 0x01, 0xc8, // add rax, rcx
            0x48, 0x89, 0xc1, // mov rcx, rax
            0x48, 0x29, 0xc3, // sub rbx, rax
            0x90, // nop
        ]
    );
}

#[test]
fn runs() {
    main();
}
