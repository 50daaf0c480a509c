//! The check of shared targets among targets written as constants, which the macro cannot compare:
//! const evaluation reads each target's number and applies the rules on `alias` to them.

use super::message::Message;

/// The problem, if any, with the mapping at `index` among the mappings `names` (in declaration
/// order, the `one_way` ones left out), whose targets read as `numbers`: a later source of a target
/// with no `alias` (unless the crosswalk is `many_to_one`), or an `alias` on the first source of
/// one. Empty when there is none.
#[must_use]
pub const fn shared_constant_problem(
    numbers: &[i128],
    aliases: &[bool],
    names: &[&str],
    many_to_one: bool,
    index: usize,
) -> Message {
    let mut message = Message::new();
    let mut first = None;
    let mut earlier = 0;
    while earlier < index {
        if numbers[earlier] == numbers[index] {
            first = Some(earlier);
            break;
        }
        earlier += 1;
    }
    match (first, aliases[index]) {
        (Some(first), false) if !many_to_one => {
            message.push("`");
            message.push(names[index]);
            message.push("` maps to the target `");
            message.push(names[first]);
            message.push(
                "` already maps to\n\n= help: if two sources really share this target, write \
                 `alias` after this one's target, or declare the whole crosswalk `many_to_one`",
            );
        }
        (None, true) => {
            message.push("`alias` on `");
            message.push(names[index]);
            message.push(
                "`, but no earlier variant maps to its target\n\n= help: `alias` marks a second \
                 source of a shared target; remove it",
            );
        }
        _ => {}
    }
    message
}
