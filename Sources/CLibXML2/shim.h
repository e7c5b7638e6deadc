#include <libxml/xmlversion.h>
// libxml2's ICU support pulls <unicode/ucnv.h> into every header, and its ICU types clash with
// Foundation's own copy of ICU. Nothing here uses the ICU fields of xmlCharEncodingHandler.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
