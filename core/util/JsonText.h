#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace gpuplan {

// A JSON object as a database column holds it (compact UTF-8 text), and back; text that is not an object
// reads as an empty one.
inline QString jsonText(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
inline QJsonObject jsonObject(const QString& text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace gpuplan
