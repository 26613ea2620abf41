/**
 * Decap's own words in the editors' guide's: its checks say "Answer: must not start or end with spaces" as the save
 * check does, its notices start "Not saved.", and the picture library's buttons and questions name no code
 * ("Copy Name", "selected media"). The site's things are pages, not Decap's posts, entries or collections: the list
 * of sections, "New page", "3 changes" on the Workflow page. cms/labels.test.ts holds every text here to the
 * code-word list and to that vocabulary.
 */
import { DISCARD_QUESTION } from "./discard-question";

type Phrases = Record<string, unknown>;

/**
 * The texts this module sets, by their place in Decap's locale (checked for code words by the labels test).
 * @internal Exported for its tests only (knip --production).
 */
export const ADMIN_PHRASES = {
  auth: {
    loggingIn: "Logging in…",
  },
  app: {
    header: {
      // The header's menu of the sections a page can be added to ("Industry page", "Use-case page").
      quickAdd: "New page",
    },
    app: {
      errorHeader: "The content manager could not start",
      configErrors: "What is wrong",
      checkConfigYml: "Ask a developer to look at the content manager's settings.",
      loadingConfig: "Loading…",
      waitingBackend: "Connecting to the site's files…",
    },
  },
  collection: {
    sidebar: {
      collections: "Sections",
      allCollections: "All sections",
      searchAll: "Search all pages",
      searchIn: "Search in",
    },
    collectionTop: {
      newButtonAriaLabel: "New %{collectionLabel}",
      viewAsList: "Show as a list",
      viewAsGrid: "Show as cards",
      searchResults: "Search results for “%{searchTerm}”",
      searchResultsInCollection: "Search results for “%{searchTerm}” in %{collection}",
    },
    entries: {
      loadingEntries: "Loading the pages…",
      cachingEntries: "Loading the pages…",
      longerLoading: "This can take a few minutes",
      noEntries: "Nothing here yet",
      unpublishedHeader: "Unpublished changes",
    },
    defaultFields: {
      updatedOn: { label: "Last changed" },
    },
  },
  editor: {
    editorControlPane: {
      widget: {
        // One shape for every refusal, the save check's too (cms/save-check/field-problems.ts): "Label: reason".
        required: "%{fieldLabel}: must be filled in",
        regexPattern: "%{fieldLabel}: %{pattern}",
        range: "%{fieldLabel}: must be between %{minValue} and %{maxValue}",
        min: "%{fieldLabel}: must be at least %{minValue}",
        max: "%{fieldLabel}: must be at most %{maxValue}",
        rangeCount: "%{fieldLabel}: needs %{minCount} to %{maxCount} items",
        rangeCountExact: "%{fieldLabel}: needs exactly %{count} items",
        rangeMin: "%{fieldLabel}: needs at least %{minCount}",
        rangeMax: "%{fieldLabel}: needs at most %{maxCount}",
        processing: "%{fieldLabel}: still being uploaded",
        invalidPath: "This address cannot be used: %{path}",
        pathExists: "Another page already has this address: %{path}",
      },
    },
    editor: {
      // One question for throwing a draft away, asked once with the entry's title (cms/decap/discard-question.ts).
      onDeleteUnpublishedChanges: DISCARD_QUESTION,
      onDeleteUnpublishedChangesWithUnsavedChanges: DISCARD_QUESTION,
      loadingEntry: "Loading the page…",
      onPublishing: "Publish this change? It goes live on the site.",
      onUnpublishing: "Unpublish this page? It leaves the site.",
      confirmLoadBackup: "Changes you had not saved on this page were kept in this browser. Bring them back?",
    },
    editorToolbar: {
      publishing: "Publishing…",
      // Decap shows it on a published page's button while a change to it is being saved (its isPersisting): saving.
      unpublishing: "Saving…",
      publishAndCreateNew: "Publish, then start another new page",
      publishAndDuplicate: "Publish, then start a copy of this page",
      deleteUnpublishedEntry: "Delete this new page",
      deletePublishedEntry: "Delete this page",
      deleteEntry: "Delete this page",
      saving: "Saving…",
      deleting: "Deleting…",
      updating: "Changing the status…",
      statusInfoTooltipDraft: "This change is a draft. When someone should read it, set its status to In review.",
      statusInfoTooltipInReview: "Someone is reading this change. You can still edit it meanwhile.",
      // Where the form is: the section's name ("In Industry pages"), not Decap's "Writing in … collection".
      backCollection: " In %{collectionLabel}",
      unsavedChanges: "Unsaved changes",
      changesSaved: "Changes saved",
    },
    editorWidgets: {
      // A clip's or captions file's picker: a file of this site, or (a clip) a web address.
      file: {
        choose: "Choose a file",
        chooseUrl: "Give a web address",
        chooseMultiple: "Choose files",
        replaceUrl: "Give a web address instead",
        promptUrl: "The clip's web address, starting https://",
        chooseDifferent: "Choose a different file",
        remove: "Remove the file",
      },
      datetime: {
        now: "Today",
        setToNow: "Set %{fieldLabel} to today",
      },
    },
  },
  ui: {
    toast: {
      onFailToPersist: "Not saved. %{details}",
      onFailToDelete: "Not deleted. %{details}",
      onFailToPublishEntry: "Not published. %{details}",
      missingRequiredField: "Not saved: a required field is empty.",
      onFailToLoadEntries: "Not loaded. %{details}",
      onFailToUpdateStatus: "Status not changed. %{details}",
      onFailToUnpublishEntry: "Not unpublished. %{details}",
      entrySaved: "Saved",
      entryPublished: "Change published",
      entryUnpublished: "Unpublished",
      entryUpdated: "Status changed",
      onLoggedOut: "You have been logged out. Copy any text you have not saved somewhere safe, then log in again.",
    },
    settingsDropdown: {
      logOut: "Log out",
    },
  },
  mediaLibrary: {
    // One action, one wording: Decap names the button after what it copies (a web address, a path, a file name).
    mediaLibraryCard: {
      copy: "Copy the address",
      copyUrl: "Copy the address",
      copyPath: "Copy the address",
      copyName: "Copy the address",
    },
    mediaLibrary: {
      // An upload over a picture field's limit (src/contracts/pictures.ts), refused before it joins the draft.
      fileTooLarge:
        "This picture is too large: pictures here must be at most %{size} KB. Make it smaller and upload it again.",
      onDelete:
        "Delete this picture? No page uses it. It is deleted when you publish this page, together with your other changes.",
    },
  },
  workflow: {
    workflow: {
      loading: "Loading the drafts…",
      workflowHeading: "Drafts and review",
      // The button's menu lists the sections a page can be added to, as the header's "New page" does.
      newPost: "New page",
      description:
        "%{smart_count} change waiting for review, %{readyCount} ready to publish. |||| %{smart_count} changes waiting for review, %{readyCount} ready to publish.",
    },
    workflowCard: {
      deleteNewEntry: "Delete this new page",
      publishNewEntry: "Publish this new page",
    },
    workflowList: {
      onDeleteEntry: DISCARD_QUESTION,
      onPublishEntry: "Publish this change? It goes live on the site.",
      inReviewHeader: "In review",
      currentEntries: "%{smart_count} change |||| %{smart_count} changes",
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

/**
 * What Publish asks on this computer (`npm start`'s rehearsal), where nothing it publishes goes online by itself.
 * @internal Exported for its tests only (knip --production).
 */
export const LOCAL_PUBLISH_QUESTION =
  "Publish this change? On this computer it goes into the rehearsal copy of the site, not online: a developer puts it online.";

/**
 * Decap's English locale (decap-cms-locales' `en`) in the guide's words; `local` (the content manager on this
 * computer) asks Publish's question as it is here, where nothing goes live on the site.
 */
export function adminLocale(en: Phrases, { local = false } = {}): Phrases {
  const locale = merged(en, ADMIN_PHRASES);
  if (!local) return locale;
  return merged(locale, {
    editor: { editor: { onPublishing: LOCAL_PUBLISH_QUESTION } },
    workflow: { workflowList: { onPublishEntry: LOCAL_PUBLISH_QUESTION } },
  });
}
