// Two sources of `true`, neither marked: the usual rule on shared targets, in both forms.
mod winch {
    #[derive(Clone, Copy)]
    pub enum FloatCmpKind {
        Eq,
        Uno,
        Ueq,
    }
}

crosswalk::declare! {
    #[crosswalk(to = bool)]
    pub enum Unordered for winch::FloatCmpKind {
        Eq => false,
        Uno => true,
        Ueq => true,
    }
}

#[crosswalk::crosswalk(to = char)]
#[derive(Clone, Copy)]
enum Reg {
    #[to('a')]
    A,
    #[to('\x61')]
    Also,
}

fn main() {}
