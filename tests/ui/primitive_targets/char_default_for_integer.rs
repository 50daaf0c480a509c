// `default('x')` for an integer target, taken by two variants below `base`: one error.
#[crosswalk::crosswalk(to = u8, base = 2, on_oob = default('x'))]
#[derive(Clone, Copy)]
enum Front {
    Low = 0,
    Mid = 1,
    #[to(2)]
    Add = 2,
    #[to(3)]
    Sub = 3,
}

fn main() {}
