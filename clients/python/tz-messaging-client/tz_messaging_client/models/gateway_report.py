from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gateway_report_error import GatewayReportError
    from ..models.gateway_report_status import GatewayReportStatus


T = TypeVar("T", bound="GatewayReport")


@_attrs_define
class GatewayReport:
    """A row of the gateway's delivery reports or send log, as the gateway gave it

    Attributes:
        message_id (int | str): The gateway's message id
        to (str | Unset):
        from_ (str | Unset):
        text (str | Unset):
        reference (None | str | Unset):
        sent_at (str | Unset):
        done_at (None | str | Unset):
        status (GatewayReportStatus | Unset):
        error (GatewayReportError | Unset):
    """

    message_id: int | str
    to: str | Unset = UNSET
    from_: str | Unset = UNSET
    text: str | Unset = UNSET
    reference: None | str | Unset = UNSET
    sent_at: str | Unset = UNSET
    done_at: None | str | Unset = UNSET
    status: GatewayReportStatus | Unset = UNSET
    error: GatewayReportError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message_id: int | str
        message_id = self.message_id

        to = self.to

        from_ = self.from_

        text = self.text

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference

        sent_at = self.sent_at

        done_at: None | str | Unset
        if isinstance(self.done_at, Unset):
            done_at = UNSET
        else:
            done_at = self.done_at

        status: dict[str, Any] | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messageId": message_id,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to
        if from_ is not UNSET:
            field_dict["from"] = from_
        if text is not UNSET:
            field_dict["text"] = text
        if reference is not UNSET:
            field_dict["reference"] = reference
        if sent_at is not UNSET:
            field_dict["sentAt"] = sent_at
        if done_at is not UNSET:
            field_dict["doneAt"] = done_at
        if status is not UNSET:
            field_dict["status"] = status
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gateway_report_error import GatewayReportError  # noqa: PLC0415
        from ..models.gateway_report_status import GatewayReportStatus  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_message_id(data: object) -> int | str:
            return cast(int | str, data)

        message_id = _parse_message_id(d.pop("messageId"))

        to = d.pop("to", UNSET)

        from_ = d.pop("from", UNSET)

        text = d.pop("text", UNSET)

        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))

        sent_at = d.pop("sentAt", UNSET)

        def _parse_done_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        done_at = _parse_done_at(d.pop("doneAt", UNSET))

        _status = d.pop("status", UNSET)
        status: GatewayReportStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = GatewayReportStatus.from_dict(_status)

        _error = d.pop("error", UNSET)
        error: GatewayReportError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = GatewayReportError.from_dict(_error)

        gateway_report = cls(
            message_id=message_id,
            to=to,
            from_=from_,
            text=text,
            reference=reference,
            sent_at=sent_at,
            done_at=done_at,
            status=status,
            error=error,
        )

        gateway_report.additional_properties = d
        return gateway_report

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
