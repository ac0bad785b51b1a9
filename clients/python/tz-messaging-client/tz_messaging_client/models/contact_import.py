from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.contact_import_errors_item import ContactImportErrorsItem


T = TypeVar("T", bound="ContactImport")


@_attrs_define
class ContactImport:
    """The outcome of a contact import: one transaction per file, upsert by phone

    Attributes:
        message (str):
        imported (int): Contacts created
        updated (int): Contacts of the organization found by phone and updated
        skipped (int): Rows not imported, each listed in `errors`
        errors (list[ContactImportErrorsItem]): The rows skipped and why
    """

    message: str
    imported: int
    updated: int
    skipped: int
    errors: list[ContactImportErrorsItem]

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        imported = self.imported

        updated = self.updated

        skipped = self.skipped

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "imported": imported,
                "updated": updated,
                "skipped": skipped,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contact_import_errors_item import ContactImportErrorsItem  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        imported = d.pop("imported")

        updated = d.pop("updated")

        skipped = d.pop("skipped")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = ContactImportErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        contact_import = cls(
            message=message,
            imported=imported,
            updated=updated,
            skipped=skipped,
            errors=errors,
        )

        return contact_import
