from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.invitee_file_import_errors_item import InviteeFileImportErrorsItem


T = TypeVar("T", bound="InviteeFileImport")


@_attrs_define
class InviteeFileImport:
    """The outcome of an invitee file import

    Attributes:
        message (str):
        imported (int): Invitees added
        skipped (int): Rows not imported: invalid, or a phone already invited
        errors (list[InviteeFileImportErrorsItem]): Why invalid rows were skipped, by row of the file (the first 1,000)
    """

    message: str
    imported: int
    skipped: int
    errors: list[InviteeFileImportErrorsItem]

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        imported = self.imported

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
                "skipped": skipped,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitee_file_import_errors_item import InviteeFileImportErrorsItem  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        imported = d.pop("imported")

        skipped = d.pop("skipped")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = InviteeFileImportErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        invitee_file_import = cls(
            message=message,
            imported=imported,
            skipped=skipped,
            errors=errors,
        )

        return invitee_file_import
