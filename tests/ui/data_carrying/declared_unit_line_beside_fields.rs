// A declaration's line names a variant with fields as if it had none, beside a line that writes
// another variant's fields: a line writes it `Storage { .. }`.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum StorageClass {
        Function,
        StorageBuffer,
        Uniform,
    }
}

mod naga {
    pub enum AddressSpace {
        Function,
        Storage { access: u32 },
        Uniform(u32),
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::StorageClass)]
    pub enum StorageClasses for naga::AddressSpace {
        Function => Function,
        Storage => StorageBuffer,
        Uniform(..) => Uniform,
    }
}

fn main() {}
