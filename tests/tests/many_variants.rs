//! A crosswalk of hundreds of variants, where the generated code takes shapes it does not take
//! for a few (the source's variants found by place in groups, going back's flags, `unreached`
//! over hundreds of names), checked against a permutation computed here: source variant `k`
//! (discriminant `3k + 1`) translates to target variant `(37k + 11) mod 300`, but for `S5`,
//! rejected, and `S7`, an `alias` of `S6`'s target.

use crosswalk::{Crosswalk, Roster};

const VARIANTS: u32 = 300;

/// The target's variant of source variant `k`, by the formula rather than by the macro.
fn expected_target(k: u32) -> Option<u32> {
    match k {
        5 => None,
        7 => expected_target(6),
        _ => Some((k * 37 + 11) % VARIANTS),
    }
}

/// The source variant that goes back from target `t`: the first that translates to it, not the
/// alias.
fn expected_source(t: u32) -> Option<u32> {
    (0..VARIANTS).find(|&k| k != 7 && expected_target(k) == Some(t))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Target {
    T0,
    T1,
    T2,
    T3,
    T4,
    T5,
    T6,
    T7,
    T8,
    T9,
    T10,
    T11,
    T12,
    T13,
    T14,
    T15,
    T16,
    T17,
    T18,
    T19,
    T20,
    T21,
    T22,
    T23,
    T24,
    T25,
    T26,
    T27,
    T28,
    T29,
    T30,
    T31,
    T32,
    T33,
    T34,
    T35,
    T36,
    T37,
    T38,
    T39,
    T40,
    T41,
    T42,
    T43,
    T44,
    T45,
    T46,
    T47,
    T48,
    T49,
    T50,
    T51,
    T52,
    T53,
    T54,
    T55,
    T56,
    T57,
    T58,
    T59,
    T60,
    T61,
    T62,
    T63,
    T64,
    T65,
    T66,
    T67,
    T68,
    T69,
    T70,
    T71,
    T72,
    T73,
    T74,
    T75,
    T76,
    T77,
    T78,
    T79,
    T80,
    T81,
    T82,
    T83,
    T84,
    T85,
    T86,
    T87,
    T88,
    T89,
    T90,
    T91,
    T92,
    T93,
    T94,
    T95,
    T96,
    T97,
    T98,
    T99,
    T100,
    T101,
    T102,
    T103,
    T104,
    T105,
    T106,
    T107,
    T108,
    T109,
    T110,
    T111,
    T112,
    T113,
    T114,
    T115,
    T116,
    T117,
    T118,
    T119,
    T120,
    T121,
    T122,
    T123,
    T124,
    T125,
    T126,
    T127,
    T128,
    T129,
    T130,
    T131,
    T132,
    T133,
    T134,
    T135,
    T136,
    T137,
    T138,
    T139,
    T140,
    T141,
    T142,
    T143,
    T144,
    T145,
    T146,
    T147,
    T148,
    T149,
    T150,
    T151,
    T152,
    T153,
    T154,
    T155,
    T156,
    T157,
    T158,
    T159,
    T160,
    T161,
    T162,
    T163,
    T164,
    T165,
    T166,
    T167,
    T168,
    T169,
    T170,
    T171,
    T172,
    T173,
    T174,
    T175,
    T176,
    T177,
    T178,
    T179,
    T180,
    T181,
    T182,
    T183,
    T184,
    T185,
    T186,
    T187,
    T188,
    T189,
    T190,
    T191,
    T192,
    T193,
    T194,
    T195,
    T196,
    T197,
    T198,
    T199,
    T200,
    T201,
    T202,
    T203,
    T204,
    T205,
    T206,
    T207,
    T208,
    T209,
    T210,
    T211,
    T212,
    T213,
    T214,
    T215,
    T216,
    T217,
    T218,
    T219,
    T220,
    T221,
    T222,
    T223,
    T224,
    T225,
    T226,
    T227,
    T228,
    T229,
    T230,
    T231,
    T232,
    T233,
    T234,
    T235,
    T236,
    T237,
    T238,
    T239,
    T240,
    T241,
    T242,
    T243,
    T244,
    T245,
    T246,
    T247,
    T248,
    T249,
    T250,
    T251,
    T252,
    T253,
    T254,
    T255,
    T256,
    T257,
    T258,
    T259,
    T260,
    T261,
    T262,
    T263,
    T264,
    T265,
    T266,
    T267,
    T268,
    T269,
    T270,
    T271,
    T272,
    T273,
    T274,
    T275,
    T276,
    T277,
    T278,
    T279,
    T280,
    T281,
    T282,
    T283,
    T284,
    T285,
    T286,
    T287,
    T288,
    T289,
    T290,
    T291,
    T292,
    T293,
    T294,
    T295,
    T296,
    T297,
    T298,
    T299,
    T300,
}

#[crosswalk::crosswalk(to = Target, base = 1, unreached = [T196, T270, T300])]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Source {
    #[to(T11)]
    S0 = 1,
    #[to(T48)]
    S1 = 4,
    #[to(T85)]
    S2 = 7,
    #[to(T122)]
    S3 = 10,
    #[to(T159)]
    S4 = 13,
    #[reject("no target")]
    S5 = 16,
    #[to(T233)]
    S6 = 19,
    #[to(T233, alias)]
    S7 = 22,
    #[to(T7)]
    S8 = 25,
    #[to(T44)]
    S9 = 28,
    #[to(T81)]
    S10 = 31,
    #[to(T118)]
    S11 = 34,
    #[to(T155)]
    S12 = 37,
    #[to(T192)]
    S13 = 40,
    #[to(T229)]
    S14 = 43,
    #[to(T266)]
    S15 = 46,
    #[to(T3)]
    S16 = 49,
    #[to(T40)]
    S17 = 52,
    #[to(T77)]
    S18 = 55,
    #[to(T114)]
    S19 = 58,
    #[to(T151)]
    S20 = 61,
    #[to(T188)]
    S21 = 64,
    #[to(T225)]
    S22 = 67,
    #[to(T262)]
    S23 = 70,
    #[to(T299)]
    S24 = 73,
    #[to(T36)]
    S25 = 76,
    #[to(T73)]
    S26 = 79,
    #[to(T110)]
    S27 = 82,
    #[to(T147)]
    S28 = 85,
    #[to(T184)]
    S29 = 88,
    #[to(T221)]
    S30 = 91,
    #[to(T258)]
    S31 = 94,
    #[to(T295)]
    S32 = 97,
    #[to(T32)]
    S33 = 100,
    #[to(T69)]
    S34 = 103,
    #[to(T106)]
    S35 = 106,
    #[to(T143)]
    S36 = 109,
    #[to(T180)]
    S37 = 112,
    #[to(T217)]
    S38 = 115,
    #[to(T254)]
    S39 = 118,
    #[to(T291)]
    S40 = 121,
    #[to(T28)]
    S41 = 124,
    #[to(T65)]
    S42 = 127,
    #[to(T102)]
    S43 = 130,
    #[to(T139)]
    S44 = 133,
    #[to(T176)]
    S45 = 136,
    #[to(T213)]
    S46 = 139,
    #[to(T250)]
    S47 = 142,
    #[to(T287)]
    S48 = 145,
    #[to(T24)]
    S49 = 148,
    #[to(T61)]
    S50 = 151,
    #[to(T98)]
    S51 = 154,
    #[to(T135)]
    S52 = 157,
    #[to(T172)]
    S53 = 160,
    #[to(T209)]
    S54 = 163,
    #[to(T246)]
    S55 = 166,
    #[to(T283)]
    S56 = 169,
    #[to(T20)]
    S57 = 172,
    #[to(T57)]
    S58 = 175,
    #[to(T94)]
    S59 = 178,
    #[to(T131)]
    S60 = 181,
    #[to(T168)]
    S61 = 184,
    #[to(T205)]
    S62 = 187,
    #[to(T242)]
    S63 = 190,
    #[to(T279)]
    S64 = 193,
    #[to(T16)]
    S65 = 196,
    #[to(T53)]
    S66 = 199,
    #[to(T90)]
    S67 = 202,
    #[to(T127)]
    S68 = 205,
    #[to(T164)]
    S69 = 208,
    #[to(T201)]
    S70 = 211,
    #[to(T238)]
    S71 = 214,
    #[to(T275)]
    S72 = 217,
    #[to(T12)]
    S73 = 220,
    #[to(T49)]
    S74 = 223,
    #[to(T86)]
    S75 = 226,
    #[to(T123)]
    S76 = 229,
    #[to(T160)]
    S77 = 232,
    #[to(T197)]
    S78 = 235,
    #[to(T234)]
    S79 = 238,
    #[to(T271)]
    S80 = 241,
    #[to(T8)]
    S81 = 244,
    #[to(T45)]
    S82 = 247,
    #[to(T82)]
    S83 = 250,
    #[to(T119)]
    S84 = 253,
    #[to(T156)]
    S85 = 256,
    #[to(T193)]
    S86 = 259,
    #[to(T230)]
    S87 = 262,
    #[to(T267)]
    S88 = 265,
    #[to(T4)]
    S89 = 268,
    #[to(T41)]
    S90 = 271,
    #[to(T78)]
    S91 = 274,
    #[to(T115)]
    S92 = 277,
    #[to(T152)]
    S93 = 280,
    #[to(T189)]
    S94 = 283,
    #[to(T226)]
    S95 = 286,
    #[to(T263)]
    S96 = 289,
    #[to(T0)]
    S97 = 292,
    #[to(T37)]
    S98 = 295,
    #[to(T74)]
    S99 = 298,
    #[to(T111)]
    S100 = 301,
    #[to(T148)]
    S101 = 304,
    #[to(T185)]
    S102 = 307,
    #[to(T222)]
    S103 = 310,
    #[to(T259)]
    S104 = 313,
    #[to(T296)]
    S105 = 316,
    #[to(T33)]
    S106 = 319,
    #[to(T70)]
    S107 = 322,
    #[to(T107)]
    S108 = 325,
    #[to(T144)]
    S109 = 328,
    #[to(T181)]
    S110 = 331,
    #[to(T218)]
    S111 = 334,
    #[to(T255)]
    S112 = 337,
    #[to(T292)]
    S113 = 340,
    #[to(T29)]
    S114 = 343,
    #[to(T66)]
    S115 = 346,
    #[to(T103)]
    S116 = 349,
    #[to(T140)]
    S117 = 352,
    #[to(T177)]
    S118 = 355,
    #[to(T214)]
    S119 = 358,
    #[to(T251)]
    S120 = 361,
    #[to(T288)]
    S121 = 364,
    #[to(T25)]
    S122 = 367,
    #[to(T62)]
    S123 = 370,
    #[to(T99)]
    S124 = 373,
    #[to(T136)]
    S125 = 376,
    #[to(T173)]
    S126 = 379,
    #[to(T210)]
    S127 = 382,
    #[to(T247)]
    S128 = 385,
    #[to(T284)]
    S129 = 388,
    #[to(T21)]
    S130 = 391,
    #[to(T58)]
    S131 = 394,
    #[to(T95)]
    S132 = 397,
    #[to(T132)]
    S133 = 400,
    #[to(T169)]
    S134 = 403,
    #[to(T206)]
    S135 = 406,
    #[to(T243)]
    S136 = 409,
    #[to(T280)]
    S137 = 412,
    #[to(T17)]
    S138 = 415,
    #[to(T54)]
    S139 = 418,
    #[to(T91)]
    S140 = 421,
    #[to(T128)]
    S141 = 424,
    #[to(T165)]
    S142 = 427,
    #[to(T202)]
    S143 = 430,
    #[to(T239)]
    S144 = 433,
    #[to(T276)]
    S145 = 436,
    #[to(T13)]
    S146 = 439,
    #[to(T50)]
    S147 = 442,
    #[to(T87)]
    S148 = 445,
    #[to(T124)]
    S149 = 448,
    #[to(T161)]
    S150 = 451,
    #[to(T198)]
    S151 = 454,
    #[to(T235)]
    S152 = 457,
    #[to(T272)]
    S153 = 460,
    #[to(T9)]
    S154 = 463,
    #[to(T46)]
    S155 = 466,
    #[to(T83)]
    S156 = 469,
    #[to(T120)]
    S157 = 472,
    #[to(T157)]
    S158 = 475,
    #[to(T194)]
    S159 = 478,
    #[to(T231)]
    S160 = 481,
    #[to(T268)]
    S161 = 484,
    #[to(T5)]
    S162 = 487,
    #[to(T42)]
    S163 = 490,
    #[to(T79)]
    S164 = 493,
    #[to(T116)]
    S165 = 496,
    #[to(T153)]
    S166 = 499,
    #[to(T190)]
    S167 = 502,
    #[to(T227)]
    S168 = 505,
    #[to(T264)]
    S169 = 508,
    #[to(T1)]
    S170 = 511,
    #[to(T38)]
    S171 = 514,
    #[to(T75)]
    S172 = 517,
    #[to(T112)]
    S173 = 520,
    #[to(T149)]
    S174 = 523,
    #[to(T186)]
    S175 = 526,
    #[to(T223)]
    S176 = 529,
    #[to(T260)]
    S177 = 532,
    #[to(T297)]
    S178 = 535,
    #[to(T34)]
    S179 = 538,
    #[to(T71)]
    S180 = 541,
    #[to(T108)]
    S181 = 544,
    #[to(T145)]
    S182 = 547,
    #[to(T182)]
    S183 = 550,
    #[to(T219)]
    S184 = 553,
    #[to(T256)]
    S185 = 556,
    #[to(T293)]
    S186 = 559,
    #[to(T30)]
    S187 = 562,
    #[to(T67)]
    S188 = 565,
    #[to(T104)]
    S189 = 568,
    #[to(T141)]
    S190 = 571,
    #[to(T178)]
    S191 = 574,
    #[to(T215)]
    S192 = 577,
    #[to(T252)]
    S193 = 580,
    #[to(T289)]
    S194 = 583,
    #[to(T26)]
    S195 = 586,
    #[to(T63)]
    S196 = 589,
    #[to(T100)]
    S197 = 592,
    #[to(T137)]
    S198 = 595,
    #[to(T174)]
    S199 = 598,
    #[to(T211)]
    S200 = 601,
    #[to(T248)]
    S201 = 604,
    #[to(T285)]
    S202 = 607,
    #[to(T22)]
    S203 = 610,
    #[to(T59)]
    S204 = 613,
    #[to(T96)]
    S205 = 616,
    #[to(T133)]
    S206 = 619,
    #[to(T170)]
    S207 = 622,
    #[to(T207)]
    S208 = 625,
    #[to(T244)]
    S209 = 628,
    #[to(T281)]
    S210 = 631,
    #[to(T18)]
    S211 = 634,
    #[to(T55)]
    S212 = 637,
    #[to(T92)]
    S213 = 640,
    #[to(T129)]
    S214 = 643,
    #[to(T166)]
    S215 = 646,
    #[to(T203)]
    S216 = 649,
    #[to(T240)]
    S217 = 652,
    #[to(T277)]
    S218 = 655,
    #[to(T14)]
    S219 = 658,
    #[to(T51)]
    S220 = 661,
    #[to(T88)]
    S221 = 664,
    #[to(T125)]
    S222 = 667,
    #[to(T162)]
    S223 = 670,
    #[to(T199)]
    S224 = 673,
    #[to(T236)]
    S225 = 676,
    #[to(T273)]
    S226 = 679,
    #[to(T10)]
    S227 = 682,
    #[to(T47)]
    S228 = 685,
    #[to(T84)]
    S229 = 688,
    #[to(T121)]
    S230 = 691,
    #[to(T158)]
    S231 = 694,
    #[to(T195)]
    S232 = 697,
    #[to(T232)]
    S233 = 700,
    #[to(T269)]
    S234 = 703,
    #[to(T6)]
    S235 = 706,
    #[to(T43)]
    S236 = 709,
    #[to(T80)]
    S237 = 712,
    #[to(T117)]
    S238 = 715,
    #[to(T154)]
    S239 = 718,
    #[to(T191)]
    S240 = 721,
    #[to(T228)]
    S241 = 724,
    #[to(T265)]
    S242 = 727,
    #[to(T2)]
    S243 = 730,
    #[to(T39)]
    S244 = 733,
    #[to(T76)]
    S245 = 736,
    #[to(T113)]
    S246 = 739,
    #[to(T150)]
    S247 = 742,
    #[to(T187)]
    S248 = 745,
    #[to(T224)]
    S249 = 748,
    #[to(T261)]
    S250 = 751,
    #[to(T298)]
    S251 = 754,
    #[to(T35)]
    S252 = 757,
    #[to(T72)]
    S253 = 760,
    #[to(T109)]
    S254 = 763,
    #[to(T146)]
    S255 = 766,
    #[to(T183)]
    S256 = 769,
    #[to(T220)]
    S257 = 772,
    #[to(T257)]
    S258 = 775,
    #[to(T294)]
    S259 = 778,
    #[to(T31)]
    S260 = 781,
    #[to(T68)]
    S261 = 784,
    #[to(T105)]
    S262 = 787,
    #[to(T142)]
    S263 = 790,
    #[to(T179)]
    S264 = 793,
    #[to(T216)]
    S265 = 796,
    #[to(T253)]
    S266 = 799,
    #[to(T290)]
    S267 = 802,
    #[to(T27)]
    S268 = 805,
    #[to(T64)]
    S269 = 808,
    #[to(T101)]
    S270 = 811,
    #[to(T138)]
    S271 = 814,
    #[to(T175)]
    S272 = 817,
    #[to(T212)]
    S273 = 820,
    #[to(T249)]
    S274 = 823,
    #[to(T286)]
    S275 = 826,
    #[to(T23)]
    S276 = 829,
    #[to(T60)]
    S277 = 832,
    #[to(T97)]
    S278 = 835,
    #[to(T134)]
    S279 = 838,
    #[to(T171)]
    S280 = 841,
    #[to(T208)]
    S281 = 844,
    #[to(T245)]
    S282 = 847,
    #[to(T282)]
    S283 = 850,
    #[to(T19)]
    S284 = 853,
    #[to(T56)]
    S285 = 856,
    #[to(T93)]
    S286 = 859,
    #[to(T130)]
    S287 = 862,
    #[to(T167)]
    S288 = 865,
    #[to(T204)]
    S289 = 868,
    #[to(T241)]
    S290 = 871,
    #[to(T278)]
    S291 = 874,
    #[to(T15)]
    S292 = 877,
    #[to(T52)]
    S293 = 880,
    #[to(T89)]
    S294 = 883,
    #[to(T126)]
    S295 = 886,
    #[to(T163)]
    S296 = 889,
    #[to(T200)]
    S297 = 892,
    #[to(T237)]
    S298 = 895,
    #[to(T274)]
    S299 = 898,
}

fn source(k: u32) -> Source {
    Source::from_ordinal(3 * k + 1).expect("a variant")
}

#[test]
fn every_variant_translates_as_the_formula_says() {
    for k in 0..VARIANTS {
        let target = source(k).translate().ok().map(|target| target as u32);
        assert_eq!(target, expected_target(k), "S{k}");
    }
}

#[test]
fn every_target_goes_back_to_its_first_source() {
    assert_eq!(Target::VARIANTS.len(), 301);
    for &target in Target::VARIANTS {
        let t = target as u32;
        let got = Source::from_target(target).map(|source| (source as u32 - 1) / 3);
        assert_eq!(got, expected_source(t), "T{t}");
        let by_ordinal = Source::from_target_ordinal(t).map(|source| (source as u32 - 1) / 3);
        assert_eq!(by_ordinal, got, "T{t} by its ordinal");
    }
}

#[test]
fn cells_hold_each_variant_at_its_ordinal() {
    let mut mapped = 0;
    for (index, cell) in <Source as Crosswalk>::CELLS.iter().enumerate() {
        if let crosswalk::Cell::Mapped {
            source,
            target_ordinal,
            ..
        } = cell
        {
            let k = (*source as u32 - 1) / 3;
            assert_eq!(u32::try_from(index), Ok(3 * k), "cell of S{k}");
            assert_eq!(Some(target_ordinal.get()), expected_target(k), "S{k}");
            mapped += 1;
        }
    }
    assert_eq!(mapped, VARIANTS - 1, "every variant but the rejected one");
}
