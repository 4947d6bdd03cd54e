/** The merchant's CSV catalogue import panel in Site creation (catalogue-import.tsx): catalogueMessages' words. */
export default {
  'catalogueImport.title': 'Upload many products (CSV and zip of images)',
  'catalogueImport.intro':
    'One row per product: name, price, MRP, category, description and the file name of its image; put the images in one zip file. You see every row before anything is added; a row with a problem (a bad image too) is left out, the others are added.',
  'catalogueImport.template': 'Download the template (CSV)',
  'catalogueImport.templateHint':
    'A category that does not exist yet is created. MRP, stock and brand may stay empty (empty stock is not counted). A product already in your catalogue (same name) is skipped, so uploading a file twice adds nothing twice.',
  'catalogueImport.csvLabel': 'CSV file',
  'catalogueImport.csvHint': 'Up to {rows} rows and 1 MB.',
  'catalogueImport.zipLabel': 'Zip of images',
  'catalogueImport.zipHint': 'JPG, PNG, WebP or GIF images, each at most 5 MB; the file names as in the CSV.',
  'catalogueImport.check': 'Check the files',
  'catalogueImport.checking': 'Checking your files…',
  'catalogueImport.previewFailed':
    'Your files could not be checked: no answer came. Check your connection and try again.',
  'catalogueImport.csvRequired': 'Choose the CSV file.',
  'catalogueImport.zipRequired': 'Choose the zip file of images.',
  'catalogueImport.fileTooLarge': 'This CSV file is larger than 1 MB. Please split it into smaller files.',
  'catalogueImport.newCategory': 'new category',
  'catalogueImport.colRow': 'Row',
  'catalogueImport.colName': 'Name',
  'catalogueImport.colPrice': 'Price',
  'catalogueImport.colMrp': 'MRP',
  'catalogueImport.colStock': 'Stock',
  'catalogueImport.colCategory': 'Category',
  'catalogueImport.colImage': 'Image',
  'catalogueImport.colStatus': 'Status',
  'catalogueImport.ready': 'Ready',
  'catalogueImport.error': 'Error',
  'catalogueImport.duplicate': 'Already in catalogue',
  'catalogueImport.summary': '{ok} ready, {errors} with errors, {duplicates} already in your catalogue',
  'catalogueImport.previewCaption': 'Rows of your file',
  'catalogueImport.productOne': '{count} product',
  'catalogueImport.productOther': '{count} products',
  'catalogueImport.confirm': 'Add {products}',
  'catalogueImport.chooseAgain': 'Choose other files',
  'catalogueImport.nothing':
    'No row is ready to add. Correct the rows with errors and check the files again.',
  'catalogueImport.progress': 'Adding {done} of {total}…',
  'catalogueImport.importing': 'Adding products',
  'catalogueImport.batchFailed':
    'The upload stopped after {done} of {total} rows: {reason}. Retry continues from there; no product is added twice.',
  'catalogueImport.noAnswer': 'no answer came (check your connection)',
  'catalogueImport.retry': 'Retry',
  'catalogueImport.done': '{products} added.',
  'catalogueImport.doneSkippedOne': '{products} added; {count} was already in your catalogue.',
  'catalogueImport.doneSkippedOther': '{products} added; {count} were already in your catalogue.',
  'catalogueImport.doneErrorsOne':
    '{count} row was not added: correct it and upload a file with only those rows.',
  'catalogueImport.doneErrorsOther':
    '{count} rows were not added: correct them and upload a file with only those rows.',
  'catalogueImport.importAnother': 'Upload another file',
} as const;
