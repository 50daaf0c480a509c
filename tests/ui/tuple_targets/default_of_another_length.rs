// A default tuple of another length than the target's, taken by two variants below `base`: one
// error.
const fn key(target: (u8, u8)) -> u16 {
    (target.0 as u16) << 8 | target.1 as u16
}

#[crosswalk::crosswalk(to = (u8, u8), target_ordinal = key, base = 2, on_oob = default((1, 2, 3)))]
#[derive(Clone, Copy)]
enum Front {
    Low = 0,
    Mid = 1,
    #[to((0, 1))]
    Add = 2,
    #[to((0, 2))]
    Sub = 3,
}

fn main() {}
