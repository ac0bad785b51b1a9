from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.rule_error import RuleError
from ...models.stage_send import StageSend
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    event_id: int,
    stage_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/events/{event_id}/sms-stages/{stage_id}/send".format(
            event_id=quote(str(event_id), safe=""),
            stage_id=quote(str(stage_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RuleError | ValidationError | StageSend | None:
    if response.status_code == 200:
        response_200 = StageSend.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RuleError | ValidationError | StageSend]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    stage_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | RuleError | ValidationError | StageSend]:
    """Send a stage now to its eligible invitees, billed now like a group send on the stage channel's
    wallet (an invitation moves pending invitees to invited); 422 when the stage is sent, completed,
    cancelled or sending, no invitee is eligible, or the balance is short

     Permission: events.send_sms

    Args:
        event_id (int):
        stage_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RuleError | ValidationError | StageSend]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        stage_id=stage_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    stage_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Error | RuleError | ValidationError | StageSend | None:
    """Send a stage now to its eligible invitees, billed now like a group send on the stage channel's
    wallet (an invitation moves pending invitees to invited); 422 when the stage is sent, completed,
    cancelled or sending, no invitee is eligible, or the balance is short

     Permission: events.send_sms

    Args:
        event_id (int):
        stage_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RuleError | ValidationError | StageSend
    """

    return sync_detailed(
        event_id=event_id,
        stage_id=stage_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    stage_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | RuleError | ValidationError | StageSend]:
    """Send a stage now to its eligible invitees, billed now like a group send on the stage channel's
    wallet (an invitation moves pending invitees to invited); 422 when the stage is sent, completed,
    cancelled or sending, no invitee is eligible, or the balance is short

     Permission: events.send_sms

    Args:
        event_id (int):
        stage_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RuleError | ValidationError | StageSend]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        stage_id=stage_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    stage_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Error | RuleError | ValidationError | StageSend | None:
    """Send a stage now to its eligible invitees, billed now like a group send on the stage channel's
    wallet (an invitation moves pending invitees to invited); 422 when the stage is sent, completed,
    cancelled or sending, no invitee is eligible, or the balance is short

     Permission: events.send_sms

    Args:
        event_id (int):
        stage_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RuleError | ValidationError | StageSend
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            stage_id=stage_id,
            client=client,
        )
    ).parsed
