//! A 200-instruction set for the data-carrying benchmark and code-shape probe: every
//! instruction's kind onto its opcode byte, declared as a crosswalk and written out as the hand
//! `match` an encoder would have, from one list. The opcodes are a fixed permutation of bytes, so
//! the table is no identity; a third of the instructions carry three registers, a third a
//! register and an immediate, a third nothing.

/// Declares `Inst<R>` with its crosswalk into `Opcode`, and `hand_opcode`, the same mapping as a
/// `match`, from a list of `Name opcode [fields]` lines.
#[macro_export]
macro_rules! instruction_set {
    ($($name:ident $opcode:literal [$($fields:tt)*]),* $(,)?) => {
        /// An opcode byte.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Opcode(pub(crate) u8);

        impl Opcode {
            /// The byte.
            pub const fn get(self) -> u8 {
                self.0
            }
        }

        /// An instruction over registers of type `R`.
        // The variants and their operands are numbered, not named, so they have nothing to say.
        #[allow(missing_docs)]
        #[crosswalk::crosswalk(to = Opcode)]
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Inst<R> {
            $(#[to($opcode)] $name $($fields)*,)*
        }

        /// The crosswalk as an encoder writes it by hand.
        #[inline]
        pub fn hand_opcode<R>(inst: &Inst<R>) -> u8 {
            match inst {
                $(Inst::$name { .. } => $opcode,)*
            }
        }
    };
}

/// Hands the list, `Name opcode [fields]` lines, to the macro `$then` (in scope where this is
/// called).
#[macro_export]
macro_rules! with_instructions {
    ($then:ident) => {
        $then! {
        I000 0x48 [{ dst: R, a: R, b: R }],
        I001 0xe7 [(R, i32)],
        I002 0xf7 [],
        I003 0x3f [{ dst: R, a: R, b: R }],
        I004 0x26 [(R, i32)],
        I005 0x3b [],
        I006 0x31 [{ dst: R, a: R, b: R }],
        I007 0x2a [(R, i32)],
        I008 0x11 [],
        I009 0xe4 [{ dst: R, a: R, b: R }],
        I010 0xed [(R, i32)],
        I011 0x15 [],
        I012 0x3a [{ dst: R, a: R, b: R }],
        I013 0x23 [(R, i32)],
        I014 0x52 [],
        I015 0xe2 [{ dst: R, a: R, b: R }],
        I016 0x09 [(R, i32)],
        I017 0xd3 [],
        I018 0x74 [{ dst: R, a: R, b: R }],
        I019 0xd7 [(R, i32)],
        I020 0x2c [],
        I021 0x9f [{ dst: R, a: R, b: R }],
        I022 0xa9 [(R, i32)],
        I023 0x18 [],
        I024 0x4d [{ dst: R, a: R, b: R }],
        I025 0xc8 [(R, i32)],
        I026 0xf8 [],
        I027 0xdc [{ dst: R, a: R, b: R }],
        I028 0x89 [(R, i32)],
        I029 0x9b [],
        I030 0x8e [{ dst: R, a: R, b: R }],
        I031 0xa5 [(R, i32)],
        I032 0x54 [],
        I033 0x99 [{ dst: R, a: R, b: R }],
        I034 0x8d [(R, i32)],
        I035 0xec [],
        I036 0xf6 [{ dst: R, a: R, b: R }],
        I037 0xb8 [(R, i32)],
        I038 0x40 [],
        I039 0x65 [{ dst: R, a: R, b: R }],
        I040 0x77 [(R, i32)],
        I041 0x9c [],
        I042 0x94 [{ dst: R, a: R, b: R }],
        I043 0x96 [(R, i32)],
        I044 0x1b [],
        I045 0x82 [{ dst: R, a: R, b: R }],
        I046 0x5d [(R, i32)],
        I047 0x8c [],
        I048 0x70 [{ dst: R, a: R, b: R }],
        I049 0x07 [(R, i32)],
        I050 0xda [],
        I051 0xbb [{ dst: R, a: R, b: R }],
        I052 0x44 [(R, i32)],
        I053 0x4f [],
        I054 0x2e [{ dst: R, a: R, b: R }],
        I055 0x6c [(R, i32)],
        I056 0x08 [],
        I057 0x66 [{ dst: R, a: R, b: R }],
        I058 0xea [(R, i32)],
        I059 0x57 [],
        I060 0x2d [{ dst: R, a: R, b: R }],
        I061 0x4e [(R, i32)],
        I062 0x7d [],
        I063 0x1e [{ dst: R, a: R, b: R }],
        I064 0x27 [(R, i32)],
        I065 0x81 [],
        I066 0x60 [{ dst: R, a: R, b: R }],
        I067 0xa1 [(R, i32)],
        I068 0xf1 [],
        I069 0xad [{ dst: R, a: R, b: R }],
        I070 0xa8 [(R, i32)],
        I071 0xd8 [],
        I072 0xc9 [{ dst: R, a: R, b: R }],
        I073 0x35 [(R, i32)],
        I074 0xd2 [],
        I075 0xeb [{ dst: R, a: R, b: R }],
        I076 0xb9 [(R, i32)],
        I077 0x45 [],
        I078 0xa7 [{ dst: R, a: R, b: R }],
        I079 0x67 [(R, i32)],
        I080 0x69 [],
        I081 0xfa [{ dst: R, a: R, b: R }],
        I082 0x8b [(R, i32)],
        I083 0xd5 [],
        I084 0x20 [{ dst: R, a: R, b: R }],
        I085 0xe3 [(R, i32)],
        I086 0xff [],
        I087 0x76 [{ dst: R, a: R, b: R }],
        I088 0x0b [(R, i32)],
        I089 0x39 [],
        I090 0x50 [{ dst: R, a: R, b: R }],
        I091 0x1d [(R, i32)],
        I092 0x9e [],
        I093 0x14 [{ dst: R, a: R, b: R }],
        I094 0x87 [(R, i32)],
        I095 0x90 [],
        I096 0xcc [{ dst: R, a: R, b: R }],
        I097 0xbc [(R, i32)],
        I098 0xf9 [],
        I099 0x55 [{ dst: R, a: R, b: R }],
        I100 0x1a [(R, i32)],
        I101 0x53 [],
        I102 0x78 [{ dst: R, a: R, b: R }],
        I103 0x92 [(R, i32)],
        I104 0xa4 [],
        I105 0x71 [{ dst: R, a: R, b: R }],
        I106 0x3e [(R, i32)],
        I107 0x41 [],
        I108 0x86 [{ dst: R, a: R, b: R }],
        I109 0x98 [(R, i32)],
        I110 0x73 [],
        I111 0x36 [{ dst: R, a: R, b: R }],
        I112 0x91 [(R, i32)],
        I113 0x3c [],
        I114 0xd9 [{ dst: R, a: R, b: R }],
        I115 0xf0 [(R, i32)],
        I116 0xc3 [],
        I117 0x34 [{ dst: R, a: R, b: R }],
        I118 0xc0 [(R, i32)],
        I119 0x7c [],
        I120 0x05 [{ dst: R, a: R, b: R }],
        I121 0x32 [(R, i32)],
        I122 0x6d [],
        I123 0x13 [{ dst: R, a: R, b: R }],
        I124 0x16 [(R, i32)],
        I125 0xc5 [],
        I126 0x56 [{ dst: R, a: R, b: R }],
        I127 0x7a [(R, i32)],
        I128 0x88 [],
        I129 0x2b [{ dst: R, a: R, b: R }],
        I130 0x5e [(R, i32)],
        I131 0x72 [],
        I132 0xfd [{ dst: R, a: R, b: R }],
        I133 0x4c [(R, i32)],
        I134 0x7f [],
        I135 0x17 [{ dst: R, a: R, b: R }],
        I136 0xaa [(R, i32)],
        I137 0xb0 [],
        I138 0x0c [{ dst: R, a: R, b: R }],
        I139 0xb1 [(R, i32)],
        I140 0x24 [],
        I141 0xc7 [{ dst: R, a: R, b: R }],
        I142 0xcb [(R, i32)],
        I143 0x95 [],
        I144 0xfb [{ dst: R, a: R, b: R }],
        I145 0xa3 [(R, i32)],
        I146 0xa6 [],
        I147 0x62 [{ dst: R, a: R, b: R }],
        I148 0x59 [(R, i32)],
        I149 0xd4 [],
        I150 0x6a [{ dst: R, a: R, b: R }],
        I151 0x38 [(R, i32)],
        I152 0xaf [],
        I153 0x42 [{ dst: R, a: R, b: R }],
        I154 0x3d [(R, i32)],
        I155 0x04 [],
        I156 0x37 [{ dst: R, a: R, b: R }],
        I157 0xe8 [(R, i32)],
        I158 0x63 [],
        I159 0x1f [{ dst: R, a: R, b: R }],
        I160 0xdb [(R, i32)],
        I161 0x93 [],
        I162 0xbe [{ dst: R, a: R, b: R }],
        I163 0x2f [(R, i32)],
        I164 0xbd [],
        I165 0xac [{ dst: R, a: R, b: R }],
        I166 0x29 [(R, i32)],
        I167 0x10 [],
        I168 0xba [{ dst: R, a: R, b: R }],
        I169 0x25 [(R, i32)],
        I170 0x0a [],
        I171 0x1c [{ dst: R, a: R, b: R }],
        I172 0x5c [(R, i32)],
        I173 0x64 [],
        I174 0x21 [{ dst: R, a: R, b: R }],
        I175 0x02 [(R, i32)],
        I176 0x43 [],
        I177 0x8f [{ dst: R, a: R, b: R }],
        I178 0x6f [(R, i32)],
        I179 0xc4 [],
        I180 0x9d [{ dst: R, a: R, b: R }],
        I181 0x12 [(R, i32)],
        I182 0x51 [],
        I183 0x49 [{ dst: R, a: R, b: R }],
        I184 0xfc [(R, i32)],
        I185 0xce [],
        I186 0xd6 [{ dst: R, a: R, b: R }],
        I187 0x19 [(R, i32)],
        I188 0x8a [],
        I189 0x0d [{ dst: R, a: R, b: R }],
        I190 0xe5 [(R, i32)],
        I191 0x5a [],
        I192 0xab [{ dst: R, a: R, b: R }],
        I193 0xc1 [(R, i32)],
        I194 0x5f [],
        I195 0xe9 [{ dst: R, a: R, b: R }],
        I196 0xe6 [(R, i32)],
        I197 0xc2 [],
        I198 0x7b [{ dst: R, a: R, b: R }],
        I199 0xd0 [(R, i32)],
            }
    };
}
