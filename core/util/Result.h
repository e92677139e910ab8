#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>
#include <utility>

namespace gpuplan {

// An error that can be shown to a user: what was wrong, and where (an option, a field, a row/column).
struct Error
{
    Error() = default;
    Error(QString m, QString w = QString(), QString f = QString())
        : message(std::move(m)), where(std::move(w)), field(std::move(f))
    {}

    QString message; // translated, complete sentence
    QString where;   // e.g. "tensor parallel degree", "row 12, column price"; may be empty
    QString field;   // the input's stable key, e.g. "tp": the CLI shows it as "--tp", the desktop as a label

    QString toString() const { return where.isEmpty() ? message : where + QStringLiteral(": ") + message; }
};

// An error about one input of the planning model: `where` is the field's translated name (fieldLabel), so
// that the desktop shows "Sequence length: …" and the command line "--seq: …".
Error fieldError(const QString& field, const QString& message);
QString fieldLabel(const QString& field);

// A value or an Error. Core never throws across its boundary; it returns one of these. A result is never
// ignored (nodiscard), and its value is read only after `ok()`: reading the value of a failure asserts.
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_value(std::move(value)) {}
    Result(Error error) : m_error(std::move(error)) {}

    static Result failure(const QString& where, const QString& message)
    {
        return Result(Error{message, where, QString()});
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const&
    {
        Q_ASSERT(ok());
        return *m_value;
    }
    T& value() &
    {
        Q_ASSERT(ok());
        return *m_value;
    }
    T value() && // by value: safe in range-for over a temporary
    {
        Q_ASSERT(ok());
        return std::move(*m_value);
    }
    const T& operator*() const
    {
        Q_ASSERT(ok());
        return *m_value;
    }
    const T* operator->() const
    {
        Q_ASSERT(ok());
        return &*m_value;
    }
    const Error& error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

// For operations that return nothing on success; never ignored.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)), m_failed(true) {}
    static Status failure(const QString& where, const QString& message)
    {
        return Status(Error{message, where, QString()});
    }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const Error& error() const { return m_error; }

private:
    Error m_error;
    bool m_failed = false;
};

} // namespace gpuplan
