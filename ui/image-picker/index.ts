export {
  ImagePicker,
  imagePickerTileVariants,
  type ImagePickerItem,
  type ImagePickerProps,
} from './image-picker';
export { checkImages, type ImageRejection } from './check-images';
