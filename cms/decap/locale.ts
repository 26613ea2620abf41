/**
 * Decap's own words in the editors' guide's: its checks say "Answer: must not start or end with spaces" as the save
 * check does, its notices start "Not saved.", and the picture library's buttons and questions name no code
 * ("Copy Name", "selected media"). cms/labels.test.ts holds every text here to the code-word list.
 */
import { DISCARD_QUESTION } from "./discard-question";

type Phrases = Record<string, unknown>;

/**
 * The texts this module sets, by their place in Decap's locale (checked for code words by the labels test).
 * @internal Exported for its tests only (knip --production).
 */
export const ADMIN_PHRASES = {
  editor: {
    // One question for throwing a draft away, asked once with the entry's title (cms/decap/discard-question.ts).
    editor: {
      onDeleteUnpublishedChanges: DISCARD_QUESTION,
      onDeleteUnpublishedChangesWithUnsavedChanges: DISCARD_QUESTION,
    },
    editorControlPane: {
      widget: {
        required: "%{fieldLabel} is a required field",
        regexPattern: "%{fieldLabel}: %{pattern}",
        range: "%{fieldLabel}: must be between %{minValue} and %{maxValue}",
        min: "%{fieldLabel}: must be at least %{minValue}",
        max: "%{fieldLabel}: must be at most %{maxValue}",
        rangeCount: "%{fieldLabel}: needs %{minCount} to %{maxCount} items",
        rangeCountExact: "%{fieldLabel}: needs exactly %{count} items",
        rangeMin: "%{fieldLabel}: needs at least %{minCount}",
        rangeMax: "%{fieldLabel}: needs at most %{maxCount}",
      },
    },
  },
  workflow: {
    workflowList: { onDeleteEntry: DISCARD_QUESTION },
  },
  ui: {
    toast: {
      onFailToPersist: "Not saved. %{details}",
      onFailToDelete: "Not deleted. %{details}",
      onFailToPublishEntry: "Not published. %{details}",
      missingRequiredField: "Not saved: a required field is empty.",
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copy: "Copy",
      copyUrl: "Copy the picture's web address",
      copyPath: "Copy the picture's place",
      copyName: "Copy the picture's file name",
    },
    mediaLibrary: {
      // An upload over a picture field's limit (src/contracts/pictures.ts), refused before it joins the draft.
      fileTooLarge:
        "This picture is too large: pictures here must be at most %{size} KB. Make it smaller and upload it again.",
      onDelete:
        "Delete this picture? No page uses it. It is deleted when you publish this page, together with your other changes.",
    },
  },
};

/** `base` with `over`'s texts in place, at any depth. */
function merged(base: Phrases, over: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const inner = base[key];
    out[key] =
      value && typeof value === "object" && inner && typeof inner === "object"
        ? merged(inner as Phrases, value as Phrases)
        : value;
  }
  return out;
}

/** Decap's English locale (decap-cms-locales' `en`) in the guide's words. */
export function adminLocale(en: Phrases): Phrases {
  return merged(en, ADMIN_PHRASES);
}
