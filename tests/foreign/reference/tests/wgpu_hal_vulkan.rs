//! Known values of wgpu-hal's Vulkan comparison translation.

use ash::vk;
use foreign_reference::wgpu_hal_vulkan::map_comparison;
use wgt::CompareFunction;

#[test]
fn maps_webgpu_comparisons_to_vulkan_ones() {
    assert_eq!(map_comparison(CompareFunction::Never), vk::CompareOp::NEVER);
    assert_eq!(
        map_comparison(CompareFunction::LessEqual),
        vk::CompareOp::LESS_OR_EQUAL
    );
    assert_eq!(
        map_comparison(CompareFunction::NotEqual),
        vk::CompareOp::NOT_EQUAL
    );
    assert_eq!(
        map_comparison(CompareFunction::Always),
        vk::CompareOp::ALWAYS
    );
}

#[test]
fn the_raw_value_is_one_less() {
    assert_eq!(CompareFunction::Never as i32, 1);
    assert_eq!(map_comparison(CompareFunction::Never).as_raw(), 0);
    assert_eq!(CompareFunction::GreaterEqual as i32, 7);
    assert_eq!(map_comparison(CompareFunction::GreaterEqual).as_raw(), 6);
}

#[test]
fn vulkan_values_print_their_names() {
    assert_eq!(
        format!("{:?}", map_comparison(CompareFunction::Greater)),
        "GREATER"
    );
    assert_eq!(format!("{:?}", vk::CompareOp::from_raw(9)), "9");
}
