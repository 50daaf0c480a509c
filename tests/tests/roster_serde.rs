//! `crosswalk::serde_by_name` reads what `FromStr` reads: aliases, and any ASCII case where the
//! enum says so; it writes the name.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case", ascii_case_insensitive)]
enum Queue {
    #[roster(alias = "hp", alias = "urgent")]
    HighPriority,
    Bulk,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Job {
    #[serde(with = "crosswalk::serde_by_name")]
    queue: Queue,
}

#[test]
fn aliases_and_case_deserialize_and_the_name_serializes() {
    for spelling in ["high_priority", "hp", "URGENT", "High_Priority"] {
        let json = format!(r#"{{"queue":"{spelling}"}}"#);
        let job: Job = serde_json::from_str(&json).unwrap();
        assert_eq!(job.queue, Queue::HighPriority, "{spelling}");
        assert_eq!(
            serde_json::to_string(&job).unwrap(),
            r#"{"queue":"high_priority"}"#
        );
    }
    let error = serde_json::from_str::<Job>(r#"{"queue":"low"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("unknown variant `low`, expected `high_priority` or `bulk`"),
        "{error}"
    );
}
