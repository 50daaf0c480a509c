//! The check of shared targets among targets written as constants, which the macro cannot compare:
//! const evaluation reads each target's number and applies the rules on `alias` to them.
//!
//! Which earlier mapping shares a target is found once for all mappings, through a hash table of
//! the numbers: linear in the mappings, where scanning the earlier ones for each would be
//! quadratic (billions of interpreted steps at 65,536). The table only finds candidates; the
//! numbers themselves are compared, so it is exact.

use super::message::Message;

/// For each mapping, the index of the first mapping (in declaration order, the `one_way` ones
/// left out) whose target reads as the same number: its own index when it is the first. `SLOTS`
/// is a power of two above `COUNT`.
#[must_use]
pub const fn first_with_same_number<const COUNT: usize, const SLOTS: usize>(
    numbers: &[i128; COUNT],
) -> [usize; COUNT] {
    // A slot holds one more than the index of the first mapping of a number, 0 when empty.
    let mut slots = [0; SLOTS];
    let mut first = [0; COUNT];
    let mut index = 0;
    while index < COUNT {
        let number = numbers[index];
        let mut slot = slot_of(number, SLOTS - 1);
        loop {
            let held = slots[slot];
            if held == 0 {
                slots[slot] = index + 1;
                first[index] = index;
                break;
            }
            if numbers[held - 1] == number {
                first[index] = held - 1;
                break;
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
        index += 1;
    }
    first
}

/// Where `number` starts its search in a table of `mask + 1` slots.
#[expect(
    clippy::cast_sign_loss,
    clippy::cast_possible_truncation,
    reason = "a hash keeps bits, not values"
)]
const fn slot_of(number: i128, mask: usize) -> usize {
    let bits = number as u128;
    let folded = (bits as u64) ^ ((bits >> 64) as u64);
    // Fibonacci hashing: the product's high half depends on every bit of the number.
    (folded.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as usize & mask
}

/// The problem, if any, with the mapping at `index` among the mappings `names` (in declaration
/// order, the `one_way` ones left out), `first` as [`first_with_same_number`] gives it: a later
/// source of a target with no `alias` (unless the crosswalk is `many_to_one`), or an `alias` on
/// the first source of one. Empty when there is none.
#[must_use]
pub const fn shared_constant_problem(
    first: &[usize],
    aliases: &[bool],
    names: &[&str],
    many_to_one: bool,
    index: usize,
) -> Message {
    let mut message = Message::new();
    let first = first[index];
    match (first < index, aliases[index]) {
        (true, false) if !many_to_one => {
            message.push("`");
            message.push(names[index]);
            message.push("` maps to the target `");
            message.push(names[first]);
            message.push(
                "` already maps to\n\n= help: if two sources really share this target, write \
                 `alias` after this one's target, or declare the whole crosswalk `many_to_one`",
            );
        }
        (false, true) => {
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
