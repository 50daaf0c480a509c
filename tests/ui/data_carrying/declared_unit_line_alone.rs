// A declaration's lines write no variant's fields, so the source is taken for a fieldless enum,
// but one variant has fields: the line's pattern is rustc's first error, whose help a line takes,
// then the value the raw path needs of it, and the cast at the source path.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum StorageClass {
        Function,
        StorageBuffer,
        Uniform,
    }
}

mod naga {
    #[derive(Clone, Copy)]
    pub enum AddressSpace {
        Function,
        Storage { access: u32 },
        Uniform,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::StorageClass)]
    pub enum StorageClasses for naga::AddressSpace {
        Function => Function,
        Storage => StorageBuffer,
        Uniform => Uniform,
    }
}

fn main() {}
