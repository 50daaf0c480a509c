// The crosswalk reaches neither `Lt` nor `Nv` and `unreached` lists only `Ge`: the build names
// both, as the target's variants, at the `unreached` key.
mod isa {
    #[derive(Clone, Copy)]
    pub enum Cond { Eq, Ne, Lt, Ge, Nv }
}

#[crosswalk::crosswalk(to = isa::Cond, unreached = [Ge])]
#[derive(Clone, Copy)]
enum Compare {
    #[to(Eq)]
    Equal,
    #[to(Ne)]
    NotEqual,
}

fn main() {}
