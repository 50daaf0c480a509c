//! The catalog reads the crosswalks faithfully: its rows, image and translate agree with each
//! other and with the trait they were read from.

use crosswalk::{Roster, klr};
use crosswalk_examples::catalog::{self, Entry, Policy, Target};

#[test]
fn five_crosswalks_in_seed_order() {
    let names: Vec<(&str, &str)> = catalog::all()
        .iter()
        .map(|entry| (entry.klr_enum, entry.bir_enum))
        .collect();
    assert_eq!(
        names,
        [
            ("Dtype", "Dtype"),
            ("Engine", "EngineType"),
            ("AluOp", "AluOpType"),
            ("ActivationFunc", "ActivationFunctionType"),
            ("AccumCmd", "EngineAccumulationType"),
        ]
    );
    assert_eq!(
        catalog::keys(),
        ["dtype", "engine", "aluop", "activationfunc", "accumcmd"]
    );
}

#[test]
fn find_ignores_case_only() {
    assert_eq!(
        catalog::find("ALUOP").map(|entry| entry.bir_enum),
        Some("AluOpType")
    );
    assert!(catalog::find("alu_op").is_none());
    assert!(catalog::find("").is_none());
}

#[test]
fn every_row_agrees_with_translate_ordinal() {
    for entry in catalog::all() {
        for row in &entry.rows {
            assert_eq!(
                entry.translate(row.klr_ordinal),
                row.outcome,
                "{} {}",
                entry.klr_enum,
                row.klr_name
            );
        }
    }
}

#[test]
fn every_image_cell_is_what_its_ordinal_translates_to() {
    for entry in catalog::all() {
        for (klr_ordinal, cell) in (entry.base..).zip(entry.table()) {
            let target = entry.translate(klr_ordinal).map(|target| target.ordinal);
            assert_eq!(target, Ok(cell), "{} {klr_ordinal}", entry.klr_enum);
        }
    }
}

#[test]
fn rows_follow_declaration_order() {
    let entry: Entry = catalog::describe::<klr::AccumCmd>();
    let names: Vec<&str> = entry.rows.iter().map(|row| row.klr_name).collect();
    assert_eq!(names, klr::AccumCmd::NAMES);
    assert_eq!(
        entry.rows.len(),
        <klr::AccumCmd as crosswalk::Roster>::VARIANTS.len()
    );
}

#[test]
fn notes_are_computed_not_assumed() {
    let dtype = catalog::find("dtype").expect("dtype");
    let aliases: Vec<(u32, Option<usize>)> = dtype
        .rows
        .iter()
        .filter(|row| row.alias_of.is_some())
        .map(|row| (row.klr_ordinal, row.alias_of))
        .collect();
    assert_eq!(aliases, [(16, Some(2))]);

    let engine = catalog::find("engine").expect("engine");
    assert_eq!(
        engine.policy,
        Policy::Default(Target {
            ordinal: 0,
            name: "Unassigned"
        })
    );
    let outside: Vec<&str> = engine
        .rows
        .iter()
        .filter(|row| !row.in_table)
        .map(|row| row.klr_name)
        .collect();
    assert_eq!(outside, ["unassigned"]);

    let accum = catalog::find("accumcmd").expect("accumcmd");
    assert_eq!(
        accum.policy,
        Policy::Throw(Some("Unrecognized accumulation cmd encountered!"))
    );
    let rejected = accum.rows.last().expect("a row");
    let error = rejected.outcome.expect_err("LoadAccumulate is rejected");
    assert_eq!(error.kind(), crosswalk::ErrorKind::Rejected);
    assert!(rejected.in_table);
}

#[test]
fn four_silicon_tables_after_their_crosswalks() {
    let tables: Vec<(&str, &str, &str)> = catalog::silicon_tables()
        .iter()
        .map(|table| (table.key, table.bir_enum, table.wire))
        .collect();
    assert_eq!(
        tables,
        [
            ("dtype-corev4", "Dtype", "CoreV4DtypeTag"),
            ("dtype-prev4", "Dtype", "PreV4DtypeTag"),
            ("aluop-wire", "AluOpType", "AluOpByte"),
            ("accumcmd-wire", "EngineAccumulationType", "AccumulateCode"),
        ]
    );
    assert_eq!(
        catalog::silicon_keys(),
        ["dtype-corev4", "dtype-prev4", "aluop-wire", "accumcmd-wire"]
    );
    for entry in catalog::all() {
        for table in &entry.silicon {
            assert_eq!(table.bir_enum, entry.bir_enum, "{}", table.key);
        }
    }
    let layered: Vec<usize> = catalog::all()
        .iter()
        .map(|entry| entry.silicon.len())
        .collect();
    assert_eq!(layered, [2, 0, 1, 0, 1]);
}

#[test]
fn find_silicon_ignores_case_only() {
    assert_eq!(
        catalog::find_silicon("DTYPE-PREV4").map(|table| table.wire),
        Some("PreV4DtypeTag")
    );
    assert!(catalog::find_silicon("dtype_prev4").is_none());
    assert!(catalog::find_silicon("dtype").is_none());
    assert!(catalog::find("dtype-corev4").is_none());
}

#[test]
fn every_silicon_row_and_cell_agrees_with_translate_ordinal() {
    for table in catalog::silicon_tables() {
        for row in &table.rows {
            assert_eq!(
                table.translate(row.bir.ordinal),
                row.outcome,
                "{} {}",
                table.key,
                row.bir.name
            );
        }
        for (bir_ordinal, &cell) in (0..).zip(&table.cells) {
            assert_eq!(
                table.translate(bir_ordinal).ok(),
                cell,
                "{} {bir_ordinal}",
                table.key
            );
        }
        let past = u32::try_from(table.cells.len()).expect("a small table");
        assert!(table.translate(past).is_err(), "{}", table.key);
    }
}

/// The crate's own image of a named crosswalk (`u32` per cell) narrowed to the byte per cell that
/// `hex` shows, `NO_TARGET` becoming `NO_BYTE`.
fn narrowed(image: impl Iterator<Item = u8>) -> Vec<u8> {
    image
        .collect::<Vec<u8>>()
        .chunks(4)
        .map(|cell| {
            let cell = u32::from_le_bytes(cell.try_into().expect("whole cells"));
            if cell == crosswalk::NO_TARGET {
                catalog::NO_BYTE
            } else {
                u8::try_from(cell).expect("a wire byte")
            }
        })
        .collect()
}

#[test]
fn byte_images_agree_with_the_crates_table_image() {
    use crosswalk::{Crosswalk, Primary, bir, wire};
    let images = [
        narrowed(<bir::Dtype as Crosswalk<wire::CoreV4>>::table_image()),
        narrowed(<bir::Dtype as Crosswalk<wire::PreV4>>::table_image()),
        narrowed(<bir::AluOpType as Crosswalk<Primary>>::table_image()),
        narrowed(<bir::EngineAccumulationType as Crosswalk<Primary>>::table_image()),
    ];
    for (table, image) in catalog::silicon_tables().iter().zip(images) {
        assert_eq!(table.image(), image, "{}", table.key);
    }
}

#[test]
fn no_real_byte_is_the_no_byte_marker() {
    for table in catalog::silicon_tables() {
        assert!(
            table
                .rows
                .iter()
                .all(|row| row.outcome != Ok(catalog::NO_BYTE)),
            "{} uses {:#04x} as a real byte, so hex cannot show a missing one as ff",
            table.key,
            catalog::NO_BYTE
        );
    }
}

#[test]
fn lower_agrees_with_the_crates_lower() {
    use crosswalk::{Primary, klr, lower, wire};
    let by_ordinal = |key: &str, klr_ordinal: u32| {
        catalog::find_silicon(key)
            .expect("a silicon table")
            .lower(klr_ordinal)
    };
    for &dtype in <klr::Dtype as crosswalk::Roster>::VARIANTS {
        let klr_ordinal = dtype.ordinal().get();
        assert_eq!(
            by_ordinal("dtype-corev4", klr_ordinal),
            lower::<_, wire::CoreV4>(dtype).map(|lowered| lowered.target.get())
        );
        assert_eq!(
            by_ordinal("dtype-prev4", klr_ordinal),
            lower::<_, wire::PreV4>(dtype).map(|lowered| lowered.target.get())
        );
    }
    for &op in <klr::AluOp as crosswalk::Roster>::VARIANTS {
        assert_eq!(
            by_ordinal("aluop-wire", op.ordinal().get()),
            lower::<_, Primary>(op).map(|lowered| lowered.target.get())
        );
    }
    for &cmd in <klr::AccumCmd as crosswalk::Roster>::VARIANTS {
        assert_eq!(
            by_ordinal("accumcmd-wire", cmd.ordinal().get()),
            lower::<_, Primary>(cmd).map(|lowered| lowered.target.get())
        );
    }
}

#[test]
fn sharing_is_computed_not_assumed() {
    let core_v4 = catalog::find_silicon("dtype-corev4").expect("CoreV4");
    let shared: Vec<(u32, u32)> = core_v4
        .rows
        .iter()
        .filter_map(|row| {
            let first = &core_v4.rows[row.shares_with?];
            Some((row.bir.ordinal, first.bir.ordinal))
        })
        .collect();
    assert_eq!(shared, [(5, 4), (6, 0), (8, 4), (9, 7)]);
    let alu = catalog::find_silicon("aluop-wire").expect("ALU_OP");
    assert!(alu.rows.iter().all(|row| row.shares_with.is_none()));
}
