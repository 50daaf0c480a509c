//! The catalog reads the crosswalks faithfully: its rows, image and translate agree with each
//! other and with the trait they were read from.

use crosswalk::{Crosswalk, Roster, klr};
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
    assert_eq!(entry.rows.len(), klr::AccumCmd::SOURCES.len());
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
