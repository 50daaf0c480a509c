// A number type must wrap an integer: the tables read its field as a number.
mod hw {
    #[derive(Clone, Copy)]
    pub struct Flag(pub(crate) bool);
}

#[crosswalk::crosswalk(to = hw::Flag)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0)]
    Off,
    #[to(1)]
    On,
}

fn main() {}
