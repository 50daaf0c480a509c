// A variant named like the crosswalk's hidden items on the enum, which begin `__crosswalk`.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
#[allow(non_camel_case_types)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    __CROSSWALK_SOURCES,
}

fn main() {}
