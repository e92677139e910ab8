#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace gpuplan {

class ImportPreviewDialog;
class Session;

// A vendor's answer taken into purchase `tenderId` from the Purchases area: read as the Quotes import reads a
// file, previewed with the purchase's own rules (core's TenderService::previewOffers), a bad cell corrected
// in place and its row read again, and only the rows the user accepts recorded as offers. Says what happened
// in a message box. `driver` works the preview instead of a user (tests); without one in a silent run, a
// file without problems is accepted. true: offers were recorded.
bool importVendorAnswer(QWidget* parent, const QString& title, Session& session, qint64 tenderId,
                        const QString& path, bool finalOffer,
                        const std::function<bool(ImportPreviewDialog&)>& driver);

} // namespace gpuplan
