import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';

// Typed: react-intl checks the values passed for each placeholder.
export const imagePickerMessages = defineMessages<{
  readonly add: NoMessageValues;
  readonly dropZone: NoMessageValues;
  readonly remove: { readonly name: MessageValue };
  readonly tooLarge: { readonly max: MessageValue; readonly name: MessageValue };
  readonly invalidType: { readonly name: MessageValue };
  readonly tooMany: { readonly count: number | bigint };
}>({
  add: {
    id: 'ui.imagePicker.add',
    defaultMessage: 'Add photo',
    description: 'Text of the tile that opens the file chooser to add a photo (avatar, after-sales evidence)',
  },
  dropZone: {
    id: 'ui.imagePicker.dropZone',
    defaultMessage: 'Drop photos here',
    description: 'Accessible name of the area where photos can be dropped with drag and drop',
  },
  remove: {
    id: 'ui.imagePicker.remove',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the X button on a picked photo; name is the file name',
  },
  tooLarge: {
    id: 'ui.imagePicker.tooLarge',
    defaultMessage: '{name} is larger than {max}.',
    description: 'Error when a picked photo is over the size limit; max is a size such as "800 kB"',
  },
  invalidType: {
    id: 'ui.imagePicker.invalidType',
    defaultMessage: '{name} is not a supported picture format.',
    description: 'Error when a picked file is not an accepted picture format',
  },
  tooMany: {
    id: 'ui.imagePicker.tooMany',
    defaultMessage: '{count, plural, one {Only # photo can be added.} other {Only # photos can be added.}}',
    description: 'Error when more photos were picked than fit; count is the maximum number of photos',
  },
});
