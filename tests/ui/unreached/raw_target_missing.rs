// The target's variants are raw identifiers: the message and the corrected list write a keyword
// as `unreached` must (`r#match`), and a needlessly raw `r#Plain` as `Plain`, which it is.
mod ir {
    #[derive(Clone, Copy, crosswalk::Roster)]
    #[allow(non_camel_case_types)]
    pub enum Op { r#fn, r#match, r#Plain, r#loop }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [r#loop])]
#[derive(Clone, Copy)]
enum Front {
    #[to(r#fn)]
    Define,
}

fn main() {}
